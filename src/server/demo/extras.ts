const DAY = 86_400_000;

export const CLASSES = [
  {
    kind: 'certificate',
    title: 'TSSA 캔들 마스터 과정',
    title_en: 'TSSA Candle Master Course',
    summary: '8주 동안 캔들의 모든 것을 배우는 자격증 과정',
    summary_en: 'Eight weeks on everything about candles, with a certificate',
    price: 890000,
    duration_minutes: 180,
  },
  {
    kind: 'certificate',
    title: 'TSSA 디퓨저 마스터 과정',
    title_en: 'TSSA Diffuser Master Course',
    summary: '디퓨저와 룸스프레이 조향까지 배우는 과정',
    summary_en: 'Diffusers, room sprays and blending',
    price: 690000,
    duration_minutes: 150,
  },
  {
    kind: 'one-day',
    title: '원데이 소이 캔들 클래스',
    title_en: 'One-day Soy Candle Class',
    summary: '두 시간 만에 나만의 캔들 두 개 완성',
    summary_en: 'Make two candles of your own in two hours',
    price: 55000,
    duration_minutes: 120,
  },
  {
    kind: 'one-day',
    title: '원데이 석고 방향제 클래스',
    title_en: 'One-day Plaster Sachet Class',
    summary: '불을 쓰지 않는 향기 오브제 만들기',
    summary_en: 'Make scented objects with no flame',
    price: 45000,
    duration_minutes: 90,
  },
  {
    kind: 'studio',
    title: '스튜디오 자율 작업',
    title_en: 'Open Studio Session',
    summary: '공방 도구와 재료로 자유롭게 작업',
    summary_en: 'Work freely with the studio tools and supplies',
    price: 30000,
    duration_minutes: 180,
  },
] as const;

export function classSessions(classIndex: number, now = Date.now()) {
  return [7, 14, 21, 35].map((d, i) => ({
    starts_at: new Date(Math.floor((now + (d + classIndex) * DAY) / 3_600_000) * 3_600_000),
    capacity: classIndex < 2 ? 8 : 10,
    seats_taken: (classIndex * 3 + i * 2) % 9,
  }));
}

export const BOOKS = [
  {
    title: '처음 만드는 소이 캔들',
    title_en: 'My First Soy Candle',
    author: '김에반',
    publisher: '에반스북스',
    price: 18000,
    summary: '재료 고르기부터 첫 캔들까지',
    summary_en: 'From choosing supplies to your first candle',
    published_on: '2023-03-10',
  },
  {
    title: '조향의 기초',
    title_en: 'Foundations of Perfumery',
    author: '이향기',
    publisher: '향기출판',
    price: 25000,
    summary: '향료 계열과 블렌딩의 원리',
    summary_en: 'Fragrance families and how blending works',
    published_on: '2022-09-01',
  },
  {
    title: '디퓨저와 룸스프레이',
    title_en: 'Diffusers and Room Sprays',
    author: '박리드',
    publisher: '에반스북스',
    price: 19800,
    summary: '발향이 좋은 디퓨저 만들기',
    summary_en: 'Diffusers that carry their scent well',
    published_on: '2024-05-20',
  },
  {
    title: 'TSSA 캔들 디자인 교본',
    title_en: 'TSSA Candle Design Handbook',
    author: 'TSSA 연구소',
    publisher: 'TSSA',
    price: 32000,
    summary: 'TSSA 과정 공식 교재',
    summary_en: 'The official TSSA course book',
    published_on: '2025-01-15',
  },
] as const;

export const STORE_ORDERS = [
  {
    store_name: '성수 쇼룸',
    receipt_no: 'S-250712-0031',
    items: [
      { name: '프렌치 라벤더 프래그런스 오일 100ml', quantity: 1, price: 14900 },
      { name: '유리 캔들 용기 200ml', quantity: 4, price: 2200 },
    ],
    total: 23700,
    daysAgo: 130,
  },
  {
    store_name: '성수 쇼룸',
    receipt_no: 'S-251003-0112',
    items: [{ name: '골든브랜즈 464 소이왁스', quantity: 2, price: 13500 }],
    total: 27000,
    daysAgo: 50,
  },
];

export const FORMULAS = [
  {
    name: '비 오는 날의 숲',
    notes: '우디 베이스에 그린 톱노트',
    ingredients: [
      { name: '시더우드 앰버', percent: 50 },
      { name: '유칼립투스 민트', percent: 30 },
      { name: '베티버 스모크', percent: 20 },
    ],
  },
  {
    name: '봄 아침',
    notes: '가벼운 플로럴',
    ingredients: [
      { name: '프리지아', percent: 60 },
      { name: '베르가못 티', percent: 40 },
    ],
  },
];

export const NOTIFICATIONS = [
  {
    title: '주문하신 상품이 출고되었습니다.',
    body: '주문 번호 2025101412300101',
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
    body: '골든브랜즈 464 소이왁스',
    link: '/my-page/product-inquiry',
    read: false,
    daysAgo: 0,
  },
];

export const daysAgo = (n: number, now = Date.now()) => new Date(now - n * DAY);
