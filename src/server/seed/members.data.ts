/** The demo member's history: offline purchases, saved formulas and notifications. */
export const STORE_ORDERS = [
  {
    store_name: '에반스캔들 성수 쇼룸',
    receipt_no: 'S-20250712-0031',
    items: [
      { name: '프렌치 라벤더 프래그런스 오일 100ml', quantity: 1, price: 13900 },
      { name: '유리 캔들 용기 200ml', quantity: 4, price: 2200 },
      { name: '코튼 심지 CD-10 100개입', quantity: 1, price: 6900 },
    ],
    daysAgo: 130,
  },
  {
    store_name: '에반스캔들 성수 쇼룸',
    receipt_no: 'S-20251003-0112',
    items: [
      { name: '골든브랜즈 소이왁스 464 1kg', quantity: 2, price: 13500 },
      { name: '라탄 리드 스틱 3mm 25cm 50개입', quantity: 1, price: 5500 },
    ],
    daysAgo: 50,
  },
];

export const FORMULAS = [
  {
    name: '비 오는 날의 숲',
    notes: '우디 베이스에 그린 톱노트. 캔들 8%로 테스트',
    ingredients: [
      { name: '시더우드 앰버', percent: 50 },
      { name: '유칼립투스 민트', percent: 30 },
      { name: '베티버 스모크', percent: 20 },
    ],
  },
  {
    name: '봄 아침',
    notes: '가벼운 플로럴, 디퓨저용',
    ingredients: [
      { name: '프리지아', percent: 60 },
      { name: '베르가못 티', percent: 25 },
      { name: '화이트 머스크', percent: 15 },
    ],
  },
];

export const CUSTOM_FRAGRANCE = {
  kind: 'fragrance',
  title: '나만의 시그니처 향 100ml',
  details: {
    base: '우디',
    notes: ['시더우드', '베르가못', '화이트 머스크'],
    volume_ml: 100,
    bottle: '사각 디퓨저 병',
    label: 'EVANS & ME',
  },
  status: 'in_progress',
};

export const NOTIFICATIONS = [
  {
    title: '주문하신 상품이 출고되었습니다.',
    body: 'CJ대한통운 송장번호 6012-3456-7890',
    link: '/my-page/order',
    read: true,
    daysAgo: 30,
  },
  {
    title: '3,000원 쿠폰이 도착했어요.',
    body: '신규 회원 쿠폰을 확인해 보세요.',
    link: '/my-page/coupon',
    read: false,
    daysAgo: 2,
  },
  {
    title: '상품 문의에 답변이 등록되었습니다.',
    body: '골든브랜즈 소이왁스 464',
    link: '/my-page/product-inquiry',
    read: false,
    daysAgo: 0,
  },
];
