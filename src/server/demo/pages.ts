import { GUIDES, guideHtml } from './guides.ts';

type Page = {
  kind: string;
  slug: string;
  title: string;
  title_en: string;
  summary?: string;
  summary_en?: string;
  body: string;
  body_en: string;
  thumb_image?: string;
  starts_at?: Date;
  ends_at?: Date;
  sort_order?: number;
};

const DAY = 86_400_000;

export function demoPages(now = Date.now()): Page[] {
  const guides: Page[] = GUIDES.map((g, i) => ({
    kind: 'diy',
    slug: g.slug,
    title: g.title,
    title_en: g.title_en,
    summary: g.summary,
    summary_en: g.summary_en,
    body: guideHtml(g, 'kr'),
    body_en: guideHtml(g, 'en'),
    thumb_image: `/media/guides/${g.slug}.webp`,
    sort_order: i,
  }));
  const promo = (
    slug: string,
    title: string,
    title_en: string,
    summary: string,
    summary_en: string,
    from: number,
    to: number,
  ): Page => ({
    kind: 'promotion',
    slug,
    title,
    title_en,
    summary,
    summary_en,
    body: `<p>${summary}</p><ul><li>기간 중 해당 상품 자동 할인</li><li>쿠폰과 중복 사용 가능</li></ul>`,
    body_en: `<p>${summary_en}</p><ul><li>Discount applied automatically during the promotion</li><li>Can be combined with coupons</li></ul>`,
    thumb_image: `/media/promotions/${slug}.webp`,
    starts_at: new Date(now + from * DAY),
    ends_at: new Date(now + to * DAY),
  });
  return [
    ...guides,
    promo(
      'winter-candle-week',
      '겨울 캔들 위크',
      'Winter Candle Week',
      '우디·구르망 향료 최대 30% 할인',
      'Woody and gourmand fragrances up to 30% off',
      -3,
      11,
    ),
    promo(
      'starter-kit',
      '입문자 키트 기획전',
      'Starter Kit Special',
      '처음 시작하는 분을 위한 키트 모음',
      'Kits for first-time makers',
      -10,
      20,
    ),
    promo(
      'bulk-wax',
      '왁스 대용량 특가',
      'Bulk Wax Deals',
      '5kg 이상 왁스 10% 추가 할인',
      'An extra 10% off wax of 5 kg or more',
      -1,
      6,
    ),
    promo(
      'tssa-early-bird',
      'TSSA 얼리버드',
      'TSSA Early Bird',
      '다음 기수 캔들 마스터 과정 조기 등록 혜택',
      'Early registration for the next Candle Master course',
      -30,
      -2,
    ),
    {
      kind: 'select',
      slug: '1',
      title: '에디터의 선택: 첫 캔들',
      title_en: "Editor's pick: your first candle",
      summary: '처음 캔들을 만든다면 이 재료부터',
      summary_en: 'Start here for your first candle',
      body: '<p>소이왁스, CD 심지, 유리 용기, 그리고 좋아하는 향 하나면 충분합니다.</p>',
      body_en: '<p>Soy wax, a CD wick, a glass jar and one scent you love are all you need.</p>',
    },
    {
      kind: 'select',
      slug: '2',
      title: '에디터의 선택: 선물하기 좋은 향',
      title_en: "Editor's pick: scents to give",
      summary: '누구에게나 편안한 향 모음',
      summary_en: 'Scents that please everyone',
      body: '<p>화이트 머스크, 프렌치 라벤더, 베르가못 티를 추천합니다.</p>',
      body_en: '<p>We recommend White Musk, French Lavender and Bergamot Tea.</p>',
    },
    {
      kind: 'company',
      slug: 'company',
      title: '회사 소개',
      title_en: 'About us',
      body: '<h2>향을 짓는 사람들</h2><p>에반스캔들은 2012년 작은 공방에서 시작해 캔들과 디퓨저 재료를 직접 테스트하고 소개해 왔습니다.</p><p>TSSA 프로그램으로 3,000명이 넘는 수강생과 함께했습니다.</p>',
      body_en:
        '<h2>People who make scents</h2><p>Evans Candle began in a small studio in 2012 and has tested and introduced candle and diffuser supplies ever since.</p><p>More than 3,000 students have taken TSSA courses with us.</p>',
    },
    {
      kind: 'store',
      slug: 'store',
      title: '오프라인 매장',
      title_en: 'Offline store',
      body: '<h2>성수 쇼룸</h2><p>서울 성동구 성수이로 00, 1층</p><p>화–토 11:00~19:00 (일·월 휴무)</p><p>모든 향료를 시향할 수 있습니다.</p>',
      body_en:
        '<h2>Seongsu showroom</h2><p>1F, 00 Seongsu-iro, Seongdong-gu, Seoul</p><p>Tue–Sat 11:00–19:00 (closed Sun and Mon)</p><p>Every fragrance can be tried in store.</p>',
    },
    {
      kind: 'privacy',
      slug: 'privacy',
      title: '개인정보처리방침',
      title_en: 'Privacy policy',
      body: '<h2>1. 수집하는 개인정보</h2><p>회원가입과 주문을 위해 이름, 휴대폰 번호, 이메일, 주소를 수집합니다.</p><h2>2. 보유 기간</h2><p>회원 탈퇴 시 지체 없이 파기하며, 관계 법령에 따라 주문 기록은 5년간 보관합니다.</p>',
      body_en:
        '<h2>1. What we collect</h2><p>Name, mobile number, email and address, to register members and deliver orders.</p><h2>2. How long we keep it</h2><p>Deleted when you leave, except order records, kept for 5 years as the law requires.</p>',
    },
    {
      kind: 'terms',
      slug: 'terms',
      title: '이용약관',
      title_en: 'Terms of use',
      body: '<h2>제1조 목적</h2><p>이 약관은 에반스캔들이 제공하는 온라인 쇼핑몰 서비스의 이용 조건을 정합니다.</p>',
      body_en:
        '<h2>Article 1 Purpose</h2><p>These terms set out the conditions for using the Evans Candle online shop.</p>',
    },
    {
      kind: 'page',
      slug: 'shipping-guide',
      title: '배송 안내',
      title_en: 'Shipping guide',
      body: '<p>평일 오후 2시 이전 결제 완료 주문은 당일 출고됩니다. 5만원 이상 무료배송입니다.</p>',
      body_en: '<p>Orders paid before 2 pm on weekdays ship the same day. Free shipping over ₩50,000.</p>',
    },
    {
      kind: 'page',
      slug: 'safety',
      title: '캔들 안전 수칙',
      title_en: 'Candle safety',
      body: '<ul><li>켜 둔 캔들 곁을 떠나지 마세요.</li><li>한 번에 4시간 이상 태우지 마세요.</li><li>심지는 5mm로 유지하세요.</li></ul>',
      body_en:
        '<ul><li>Never leave a burning candle unattended.</li><li>Do not burn for more than 4 hours at a time.</li><li>Keep the wick trimmed to 5 mm.</li></ul>',
    },
  ];
}
