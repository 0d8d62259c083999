import { GUIDES, type Guide } from './guides.data.ts';

type Pair = [string, string];
export type PageSeed = {
  kind: string;
  slug: string;
  title: Pair;
  summary?: Pair;
  body: Pair;
  thumb_image?: string;
  /** Days from the seed date; negative is in the past. */
  window?: [number, number];
};

function guideHtml(g: Guide, l: 0 | 1): string {
  const h = l
    ? ['Materials', 'Steps', 'Tips', 'Level', 'Time']
    : ['준비물', '만드는 순서', '성공 팁', '난이도', '소요 시간'];
  const list = (tag: string, items: Pair[]) => `<${tag}>${items.map((i) => `<li>${i[l]}</li>`).join('')}</${tag}>`;
  const table = g.table
    ? `<table><caption>${g.table.caption[l]}</caption><thead><tr>${g.table.head.map((c) => `<th scope="col">${c[l]}</th>`).join('')}</tr></thead><tbody>${g.table.rows.map((r) => `<tr>${r.map((c) => `<td>${c[l]}</td>`).join('')}</tr>`).join('')}</tbody></table>`
    : '';
  return `<figure><img src="/media/guides/${g.slug}.webp" alt="${g.title[l]}" width="1200" height="800"></figure>
<p>${g.intro[l]}</p><p><strong>${h[3]}</strong> ${g.level[l]} · <strong>${h[4]}</strong> ${g.time[l]}</p>
<h2>${h[0]}</h2>${list('ul', g.materials)}<h2>${h[1]}</h2>${list('ol', g.steps)}${table}<h2>${h[2]}</h2>${list('ul', g.tips)}`;
}

const promo = (slug: string, title: Pair, summary: Pair, points: Pair[], window: [number, number]): PageSeed => ({
  kind: 'promotion',
  slug,
  title,
  summary,
  body: [0, 1].map((l) => `<p>${summary[l]}</p><ul>${points.map((p) => `<li>${p[l]}</li>`).join('')}</ul>`) as Pair,
  thumb_image: `/media/promotions/${slug}.webp`,
  window,
});

export const PROMOTIONS: PageSeed[] = [
  promo(
    'winter-candle-week',
    ['겨울 캔들 위크', 'Winter Candle Week'],
    ['우디·구르망 향료 최대 30% 할인', 'Woody and gourmand fragrances up to 30% off'],
    [
      ['기간 중 해당 상품 자동 할인', 'Discount applied automatically'],
      ['쿠폰과 중복 사용 가능', 'Can be combined with coupons'],
    ],
    [-3, 11],
  ),
  promo(
    'starter-kit',
    ['입문자 키트 기획전', 'Starter Kit Special'],
    ['처음 시작하는 분을 위한 키트와 재료 모음', 'Kits and supplies for first-time makers'],
    [
      ['키트 구매 시 시향지 세트 증정', 'A scent strip set with every kit'],
      ['영상 가이드 무료 제공', 'Free video guides'],
    ],
    [-10, 20],
  ),
  promo(
    'bulk-wax',
    ['왁스 대용량 특가', 'Bulk Wax Deals'],
    ['5kg 이상 왁스 10% 추가 할인', 'An extra 10% off wax of 5 kg or more'],
    [
      ['소이·코코넛·비즈왁스 전 품목', 'All soy, coconut and beeswax'],
      ['공방 회원 추가 적립 2%', '2% extra points for studio members'],
    ],
    [-1, 6],
  ),
  promo(
    'tssa-early-bird',
    ['TSSA 얼리버드', 'TSSA Early Bird'],
    ['다음 기수 캔들 마스터 과정 조기 등록 혜택', 'Early registration for the next Candle Master course'],
    [
      ['수강료 10% 할인', '10% off the course fee'],
      ['TSSA 교본 증정', 'The TSSA handbook included'],
    ],
    [-30, -2],
  ),
];

const html = (...parts: string[]) => parts.join('');

export function pageSeeds(): PageSeed[] {
  const guides: PageSeed[] = GUIDES.map((g) => ({
    kind: 'diy',
    slug: g.slug,
    title: g.title,
    summary: g.summary,
    body: [guideHtml(g, 0), guideHtml(g, 1)],
    thumb_image: `/media/guides/${g.slug}.webp`,
  }));
  return [...guides, ...PROMOTIONS, ...FIXED_PAGES];
}

const FIXED_PAGES: PageSeed[] = [
  {
    kind: 'select',
    slug: '1',
    title: ['에디터의 선택: 첫 캔들', "Editor's pick: your first candle"],
    summary: ['처음 캔들을 만든다면 이 재료부터', 'Start here for your first candle'],
    body: [
      html(
        '<h2>딱 네 가지면 충분해요</h2><ul><li>골든브랜즈 464 소이왁스</li><li>코튼 심지 CD-10</li><li>유리 캔들 용기 200ml</li><li>좋아하는 프래그런스 오일 하나</li></ul><p>자세한 방법은 <a href="/contents/diy/1">소이 컨테이너 캔들 만들기</a>를 참고하세요.</p>',
      ),
      html(
        '<h2>Four things are enough</h2><ul><li>Golden Brands 464 soy wax</li><li>CD-10 cotton wicks</li><li>A 200 ml glass candle jar</li><li>One fragrance oil you love</li></ul><p>See <a href="/contents/diy/1">Making a soy container candle</a> for the method.</p>',
      ),
    ],
    thumb_image: '/media/guides/soy-container-candle.webp',
  },
  {
    kind: 'select',
    slug: '2',
    title: ['에디터의 선택: 선물하기 좋은 향', "Editor's pick: scents to give"],
    summary: ['누구에게나 편안한 향 모음', 'Scents that please everyone'],
    body: [
      '<p>취향을 모르는 분께 드릴 때는 <strong>화이트 머스크</strong>, <strong>프렌치 라벤더</strong>, <strong>베르가못 티</strong>를 추천합니다.</p>',
      '<p>When you do not know their taste, we recommend <strong>White Musk</strong>, <strong>French Lavender</strong> and <strong>Bergamot Tea</strong>.</p>',
    ],
    thumb_image: '/media/guides/reed-diffuser.webp',
  },
  {
    kind: 'select',
    slug: '3',
    title: ['에디터의 선택: 불 없이 즐기는 향', "Editor's pick: scent without a flame"],
    summary: ['석고 방향제와 왁스 타블렛', 'Plaster sachets and wax tablets'],
    body: [
      '<p>아이와 반려동물이 있는 집이라면 불을 쓰지 않는 석고 방향제와 왁스 타블렛을 추천합니다.</p>',
      '<p>For homes with children or pets, try plaster sachets and wax tablets: no flame needed.</p>',
    ],
    thumb_image: '/media/guides/plaster-sachet.webp',
  },
  {
    kind: 'company',
    slug: 'company',
    title: ['회사 소개', 'About us'],
    body: [
      '<h2>향을 짓는 사람들</h2><p>에반스캔들은 2012년 성수동의 작은 공방에서 시작했습니다. 직접 태워 보고 맡아 본 재료만 소개한다는 원칙으로 캔들과 디퓨저 재료를 공급해 왔습니다.</p><ul><li>2012년 성수 공방 개업</li><li>2016년 TSSA 교육 프로그램 시작</li><li>2021년 성수 쇼룸 개장</li><li>2024년 누적 수강생 3,000명</li></ul>',
      '<h2>People who make scents</h2><p>Evans Candle began in 2012 in a small studio in Seongsu. We supply candle and diffuser materials on one rule: we only sell what we have burned and smelled ourselves.</p><ul><li>2012 Seongsu studio opens</li><li>2016 TSSA courses begin</li><li>2021 Seongsu showroom opens</li><li>2024 3,000 students taught</li></ul>',
    ],
  },
  {
    kind: 'store',
    slug: 'store',
    title: ['오프라인 매장', 'Offline store'],
    body: [
      '<h2>에반스캔들 성수 쇼룸</h2><p>서울특별시 성동구 성수이로 123, 1층</p><p>화~토 11:00~19:00 (일·월 휴무) · 02-6000-0000</p><ul><li>프래그런스 오일 200여 종 시향</li><li>왁스·용기 실물 확인 후 구매</li><li>주차 1시간 무료</li></ul>',
      '<h2>Evans Candle Seongsu Showroom</h2><p>1F, 123 Seongsu-iro, Seongdong-gu, Seoul</p><p>Tue–Sat 11:00–19:00 (closed Sun and Mon) · 02-6000-0000</p><ul><li>Try some 200 fragrance oils</li><li>See waxes and jars before you buy</li><li>One hour of free parking</li></ul>',
    ],
  },
  {
    kind: 'privacy',
    slug: 'privacy',
    title: ['개인정보처리방침', 'Privacy policy'],
    body: [
      '<h2>1. 수집하는 개인정보</h2><p>회원가입과 주문 처리를 위해 이름, 아이디, 휴대폰 번호, 이메일, 배송지를 수집합니다.</p><h2>2. 이용 목적</h2><ul><li>주문 상품 배송과 결제 확인</li><li>고객 문의 응대</li><li>동의한 경우에 한해 혜택 안내</li></ul><h2>3. 보유 기간</h2><p>회원 탈퇴 시 지체 없이 파기합니다. 다만 전자상거래법에 따라 계약·결제 기록은 5년, 소비자 불만 기록은 3년 보관합니다.</p><h2>4. 개인정보 보호책임자</h2><p>이향기 (privacy@evans-candle.com)</p>',
      '<h2>1. What we collect</h2><p>Name, ID, mobile number, email and delivery address, to register members and fulfil orders.</p><h2>2. Why</h2><ul><li>Delivering and confirming orders</li><li>Answering inquiries</li><li>Offers, only if you agree</li></ul><h2>3. How long</h2><p>Deleted when you leave, except contract and payment records (5 years) and complaint records (3 years), as the e-commerce law requires.</p><h2>4. Privacy officer</h2><p>Lee Hyanggi (privacy@evans-candle.com)</p>',
    ],
  },
  {
    kind: 'terms',
    slug: 'terms',
    title: ['이용약관', 'Terms of use'],
    body: [
      '<h2>제1조 (목적)</h2><p>이 약관은 (주)에반스캔들이 운영하는 온라인 쇼핑몰의 이용 조건과 절차를 정합니다.</p><h2>제2조 (청약 철회)</h2><p>상품을 받은 날부터 7일 안에 청약을 철회할 수 있습니다. 다만 개봉한 향료와 맞춤 제작 상품은 제외됩니다.</p>',
      '<h2>Article 1 (Purpose)</h2><p>These terms set out how the online shop run by Evans Candle Co., Ltd. may be used.</p><h2>Article 2 (Withdrawal)</h2><p>You may withdraw within 7 days of delivery, except for opened fragrance oils and made-to-order items.</p>',
    ],
  },
  {
    kind: 'page',
    slug: 'shipping-guide',
    title: ['배송 안내', 'Shipping guide'],
    body: [
      '<h2>출고</h2><p>평일 오후 2시 이전 결제 완료 주문은 당일 출고됩니다.</p><h2>배송비</h2><ul><li>기본 3,000원, 5만원 이상 무료</li><li>제주 3,000원 추가</li><li>울릉도와 도서 지역 5,000원 추가</li></ul>',
      '<h2>Dispatch</h2><p>Orders paid before 2 pm on weekdays ship the same day.</p><h2>Fees</h2><ul><li>₩3,000, free over ₩50,000</li><li>Jeju: ₩3,000 extra</li><li>Ulleungdo and other islands: ₩5,000 extra</li></ul>',
    ],
  },
  {
    kind: 'page',
    slug: 'candle-safety',
    title: ['캔들 안전 수칙', 'Candle safety'],
    body: [
      '<ul><li>켜 둔 캔들 곁을 떠나지 마세요.</li><li>한 번에 4시간 이상 태우지 마세요.</li><li>심지는 항상 5mm로 다듬어 주세요.</li><li>커튼과 책 등 불에 타기 쉬운 물건과 떨어뜨려 두세요.</li></ul>',
      '<ul><li>Never leave a burning candle unattended.</li><li>Do not burn for more than 4 hours at a time.</li><li>Keep the wick trimmed to 5 mm.</li><li>Keep it away from curtains, books and anything that burns.</li></ul>',
    ],
  },
];
