/** A notice: Korean and English title, body as simple sanitised HTML, and its attachments. */
export type NoticeSeed = {
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  pinned?: boolean;
  files?: { name: string; path: string }[];
};

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const GUIDE_PDF = { name: '안내문.pdf', path: 'files/notice-guide.pdf' };

export const SHOP_NOTICES: NoticeSeed[] = [
  {
    title: '설 연휴 배송 및 고객센터 운영 안내',
    title_en: 'Lunar New Year shipping and customer service hours',
    body:
      p('설 연휴 기간 동안 출고와 고객센터 운영을 잠시 쉽니다.') +
      ul(
        '<strong>마지막 출고</strong>: 연휴 전날 오후 2시 결제 완료 주문까지',
        '<strong>고객센터 휴무</strong>: 연휴 기간 전체',
        '<strong>출고 재개</strong>: 연휴 다음 날부터 순차 출고',
      ) +
      p('연휴 중 남겨 주신 1:1 문의는 순서대로 답변드리겠습니다.'),
    body_en:
      p('We pause shipping and customer service over the Lunar New Year holiday.') +
      ul(
        '<strong>Last dispatch</strong>: orders paid by 2 pm on the day before the holiday',
        '<strong>Customer service</strong>: closed for the whole holiday',
        '<strong>Shipping resumes</strong>: the day after the holiday, in order',
      ) +
      p('We will answer inquiries left during the holiday in the order they arrived.'),
    pinned: true,
    files: [GUIDE_PDF],
  },
  {
    title: '개인정보처리방침 개정 안내',
    title_en: 'Changes to our privacy policy',
    body:
      p('개정된 개인정보처리방침이 다음 달 1일부터 시행됩니다.') +
      ul('수집 항목 중 팩스 번호 삭제', '개인정보 보호책임자 연락처 변경') +
      p('자세한 내용은 개인정보처리방침 페이지에서 확인하실 수 있습니다.'),
    body_en:
      p('Our revised privacy policy takes effect on the first of next month.') +
      ul('Fax numbers are no longer collected', 'New contact details for the privacy officer') +
      p('See the privacy policy page for the full text.'),
    pinned: true,
  },
  {
    title: '골든브랜즈 464 소이왁스 재입고 안내',
    title_en: 'Golden Brands 464 soy wax is back in stock',
    body:
      p('많이 기다려 주신 <strong>골든브랜즈 464 소이왁스</strong>가 재입고되었습니다.') +
      ul('1kg 소분 제품과 5kg 대용량 모두 입고', '공방 회원은 20kg 박스 견적 문의 가능') +
      p('입고 수량이 한정되어 있어 조기 품절될 수 있습니다.'),
    body_en:
      p('The <strong>Golden Brands 464 soy wax</strong> you waited for is back.') +
      ul('Both 1 kg packs and 5 kg bulk bags are in', 'Studio members can ask for a quote on 20 kg cases') +
      p('Stock is limited and may sell out early.'),
  },
  {
    title: '무통장입금 확인 시간 안내',
    title_en: 'When bank transfers are confirmed',
    body:
      p('무통장입금은 평일 하루 세 번 확인합니다.') +
      ul('오전 10시', '오후 1시', '오후 4시') +
      p(
        '입금자명이 주문자명과 다르면 고객센터로 알려 주세요. 주문 후 <strong>3일</strong> 안에 입금되지 않으면 주문이 자동 취소됩니다.',
      ),
    body_en:
      p('Bank transfers are checked three times each weekday.') +
      ul('10 am', '1 pm', '4 pm') +
      p(
        'Tell customer service if the depositor name differs from the orderer. Orders not paid within <strong>3 days</strong> are cancelled automatically.',
      ),
    files: [GUIDE_PDF],
  },
  {
    title: '프래그런스 오일 IFRA 인증서 제공 안내',
    title_en: 'IFRA certificates for our fragrance oils',
    body:
      p('모든 프래그런스 오일의 IFRA 인증서와 MSDS를 요청 시 보내 드립니다.') +
      p('상품 문의 게시판에 <strong>상품명</strong>과 받으실 이메일을 남겨 주세요.'),
    body_en:
      p('We send the IFRA certificate and SDS of any fragrance oil on request.') +
      p('Leave the <strong>product name</strong> and your email on the product Q&amp;A board.'),
  },
  {
    title: 'TSSA 캔들 마스터 과정 수강생 모집',
    title_en: 'TSSA Candle Master course now enrolling',
    body:
      p('TSSA 캔들 마스터 과정 새 기수를 모집합니다.') +
      ul('평일반: 화요일 오전 10시', '주말반: 토요일 오후 2시', '8주 과정, 수료 후 자격 시험 응시 가능') +
      p('자세한 일정은 TSSA 페이지에서 확인하세요.'),
    body_en:
      p('A new TSSA Candle Master class is enrolling.') +
      ul(
        'Weekday class: Tuesdays at 10 am',
        'Weekend class: Saturdays at 2 pm',
        'Eight weeks; graduates may sit the certificate exam',
      ) +
      p('See the TSSA page for dates.'),
  },
  {
    title: '택배사 변경 안내',
    title_en: 'We have changed couriers',
    body:
      p('보다 빠르고 안전한 배송을 위해 택배사를 변경했습니다.') +
      p('송장 번호는 <strong>마이페이지 &gt; 주문 상세</strong>에서 확인할 수 있습니다.'),
    body_en:
      p('We changed couriers for faster, safer delivery.') +
      p('Find your tracking number under <strong>My Page &gt; Order details</strong>.'),
    files: [GUIDE_PDF],
  },
  {
    title: '대량 구매 견적서 발행 안내',
    title_en: 'Quotations for bulk orders',
    body:
      p('공방과 기업 고객을 위해 대량 구매 견적을 드립니다.') +
      ul('장바구니에서 견적서 바로 출력', '사업자 세금계산서 발행 가능', '왁스 20kg 이상 별도 단가 적용'),
    body_en:
      p('We quote bulk orders for studios and companies.') +
      ul(
        'Print a quotation straight from your cart',
        'Tax invoices for businesses',
        'Special prices on 20 kg of wax or more',
      ),
  },
  {
    title: '여름철 왁스 배송 안내',
    title_en: 'Shipping wax in summer',
    body:
      p('기온이 높은 여름철에는 배송 중 왁스가 일부 녹았다가 다시 굳을 수 있습니다.') +
      p('모양이 달라져도 <strong>품질에는 문제가 없으며</strong>, 그대로 녹여 사용하시면 됩니다.'),
    body_en:
      p('In hot weather, wax may partly melt and set again on the way.') +
      p('Its shape may change but <strong>its quality does not</strong>: melt and use it as usual.'),
  },
  {
    title: '안전확인대상생활화학제품 신고 완료 안내',
    title_en: 'Household chemical safety registration complete',
    body:
      p('에반스캔들의 캔들, 디퓨저, 룸 스프레이 완제품은 모두 안전확인 신고를 마쳤습니다.') +
      p('신고 번호는 각 상품 페이지의 상품정보제공고시에 표시됩니다.'),
    body_en:
      p('All Evans Candle candles, diffusers and room sprays are registered as safe household chemical products.') +
      p('The registration number is shown in the product information table on each product page.'),
  },
  {
    title: '회원 등급 혜택 개편 안내',
    title_en: 'New member tier benefits',
    body:
      p('구매 금액에 따라 적립률이 높아지는 회원 등급 혜택이 새로워졌습니다.') +
      ul('베이직: 1% 적립', '실버: 2% 적립과 생일 쿠폰', '골드: 3% 적립과 무료배송 쿠폰 월 1회'),
    body_en:
      p('Member tiers now earn more points as you buy more.') +
      ul(
        'Basic: 1% back',
        'Silver: 2% back and a birthday coupon',
        'Gold: 3% back and a free-shipping coupon each month',
      ),
  },
  {
    title: '성수 쇼룸 임시 휴무 안내',
    title_en: 'Seongsu showroom closed for a day',
    body: p('쇼룸 인테리어 공사로 하루 휴무합니다. 온라인 주문은 정상 출고됩니다.'),
    body_en: p('The showroom is closed for a day for renovation. Online orders ship as usual.'),
  },
  {
    title: '신규 회원 3,000원 쿠폰 지급 안내',
    title_en: 'A ₩3,000 coupon for new members',
    body:
      p('회원가입 즉시 사용할 수 있는 <strong>3,000원 쿠폰</strong>을 드립니다.') +
      p('쿠폰은 마이페이지 &gt; 쿠폰에서 확인하세요.'),
    body_en:
      p('New members get a <strong>₩3,000 coupon</strong> to use right away.') +
      p('Find it under My Page &gt; Coupons.'),
  },
  {
    title: '모바일 결제 오류 해결 안내',
    title_en: 'Mobile payment issue resolved',
    body: p('일부 모바일 기기에서 발생한 결제 오류가 해결되었습니다. 불편을 드려 죄송합니다.'),
    body_en: p('The payment error some mobile devices saw is fixed. We are sorry for the trouble.'),
  },
  {
    title: '추석 연휴 배송 일정 안내',
    title_en: 'Chuseok holiday shipping schedule',
    body:
      p('추석 연휴 전 마지막 출고는 연휴 이틀 전 오후 2시 결제 완료 주문까지입니다.') +
      p('연휴 중에는 택배사 물량이 많아 배송이 늦어질 수 있습니다.'),
    body_en:
      p('The last dispatch before Chuseok is for orders paid by 2 pm two days before the holiday.') +
      p('Deliveries may be slower while couriers are busy.'),
  },
];

export const TSSA_NOTICES: NoticeSeed[] = [
  {
    title: 'TSSA 캔들 마스터 과정 일정 안내',
    title_en: 'TSSA Candle Master course schedule',
    body:
      p('평일반과 주말반 일정을 안내합니다.') +
      ul('평일반: 매주 화요일 10:00~13:00', '주말반: 매주 토요일 14:00~17:00'),
    body_en:
      p('Weekday and weekend class times.') + ul('Weekday: Tuesdays 10:00–13:00', 'Weekend: Saturdays 14:00–17:00'),
    pinned: true,
    files: [GUIDE_PDF],
  },
  {
    title: '원데이 클래스 예약 변경 규정',
    title_en: 'Changing a one-day class booking',
    body:
      p('수업 <strong>3일 전</strong>까지 일정 변경과 전액 환불이 가능합니다.') +
      p('이후에는 재료 준비로 변경이 어렵습니다.'),
    body_en:
      p('You can move or cancel for a full refund up to <strong>three days</strong> before the class.') +
      p('After that, materials are prepared and changes are not possible.'),
  },
  {
    title: 'TSSA 자격 시험 안내',
    title_en: 'The TSSA certificate exam',
    body:
      p('과정 수료 후 자격 시험에 응시할 수 있습니다.') +
      ul('필기: 재료학과 안전', '실기: 컨테이너 캔들과 필라 캔들 제작'),
    body_en:
      p('Graduates of the course can sit the certificate exam.') +
      ul('Written: materials and safety', 'Practical: a container candle and a pillar candle'),
  },
  {
    title: '스튜디오 대관 안내',
    title_en: 'Renting the studio',
    body: p('소규모 모임과 기업 워크숍을 위해 스튜디오를 대관합니다. 최대 12명까지 이용할 수 있습니다.'),
    body_en: p('The studio can be rented for small groups and company workshops, up to 12 people.'),
  },
  {
    title: '디퓨저 마스터 과정 신설',
    title_en: 'A new Diffuser Master course',
    body: p('디퓨저와 룸 스프레이, 조향 기초를 깊이 배우는 과정이 새로 열립니다.'),
    body_en: p('A new course on diffusers, room sprays and the basics of blending opens.'),
  },
];
