/** The demo member's history: addresses, coupons, points, offline purchases, saved formulas and notifications. */
import { daysAgo } from './random.ts';

/**
 * Purchases at the shop's own stores: the receipt number is the store's code, the day of purchase
 * (Korea's calendar) and the till's running number, so it is made from the purchase date at seeding.
 */
export const STORE_ORDERS = [
  {
    store_name: '에반스캔들 성수 쇼룸',
    store_code: 'S',
    till_no: 31,
    items: [
      { name: '프렌치 라벤더 프래그런스 오일 100ml', quantity: 1, price: 13900 },
      { name: '유리 캔들 용기 200ml', quantity: 4, price: 2200 },
      { name: '코튼 심지 CD-10 100개입', quantity: 1, price: 6900 },
    ],
    daysAgo: 130,
  },
  {
    store_name: '에반스캔들 성수 쇼룸',
    store_code: 'S',
    till_no: 112,
    items: [
      { name: '골든브랜즈 소이왁스 464 1kg', quantity: 2, price: 13500 },
      { name: '라탄 리드 스틱 3mm 25cm 50개입', quantity: 1, price: 5500 },
    ],
    daysAgo: 50,
  },
];

/** The demo member's address book: home (the default, as on the profile) and the office. */
export const ADDRESSES = [
  {
    label: '집',
    recipient_name: '홍길동',
    recipient_mobile: '010-1234-5678',
    zonecode: '04782',
    address1: '서울특별시 성동구 성수이로 123',
    address2: '101동 1001호',
    is_default: true,
    daysAgo: 390,
  },
  {
    label: '회사',
    recipient_name: '홍길동',
    recipient_mobile: '010-1234-5678',
    zonecode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '강남파이낸스센터 21층',
    is_default: false,
    daysAgo: 120,
  },
];

/** Coupons the demo member had before: one spent on the first order (`FIRST_ORDER_COUPON`), one that ran out. */
export const FIRST_ORDER_COUPON = 'THANKS2000';
export const PAST_COUPONS = [
  {
    code: FIRST_ORDER_COUPON,
    name: '첫 구매 감사 2,000원 할인',
    name_en: '₩2,000 off your first order',
    discount_type: 'amount',
    discount_value: 2000,
    min_order_amount: 20000,
    ends_at: (now: number) => daysAgo(-300, now),
    givenDaysAgo: 60,
  },
  {
    code: 'AUTUMN5000',
    name: '가을 시즌 5,000원 할인 (5만원 이상)',
    name_en: 'Autumn ₩5,000 off orders over ₩50,000',
    discount_type: 'amount',
    discount_value: 5000,
    min_order_amount: 50000,
    ends_at: (now: number) => daysAgo(10, now),
    givenDaysAgo: 70,
  },
];

/**
 * The demo member's points before their orders: sign-up points that partly lapsed, a photo review's
 * that lapse within the month, a payment at the store, and later events. `seedPoints` adds the
 * points of the confirmed order and the lapse, in the order they happened.
 */
export const POINT_ENTRIES = [
  { amount: 2000, reason: '회원가입 적립금', daysAgo: 380 },
  { amount: 1500, reason: '포토 리뷰 작성 적립금', daysAgo: 350 },
  { amount: -1000, reason: '오프라인 매장 결제 시 사용', daysAgo: 300 },
  { amount: 1000, reason: '포토 리뷰 작성 적립금', daysAgo: 120 },
  { amount: 1500, reason: '리뷰 이벤트 당첨 적립금', daysAgo: 60 },
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

export const NOTIFICATIONS = [
  {
    title: '주문하신 상품이 출고되었습니다.',
    body: 'CJ대한통운 송장번호 6012-3456-7890',
    title_en: 'Your order has shipped.',
    body_en: 'CJ Logistics tracking number 6012-3456-7890',
    link: '/my-page/order',
    read: true,
    daysAgo: 30,
  },
  {
    title: '3,000원 쿠폰이 도착했어요.',
    body: '신규 회원 쿠폰을 확인해 보세요.',
    title_en: 'A ₩3,000 coupon is waiting for you.',
    body_en: 'Have a look at your welcome coupon.',
    link: '/my-page/coupon',
    read: false,
    daysAgo: 2,
  },
  {
    title: '상품 문의에 답변이 등록되었습니다.',
    body: '골든브랜즈 소이왁스 464',
    title_en: 'Your product question has been answered.',
    body_en: 'Golden Brands 464 Soy Wax',
    link: '/my-page/product-inquiry',
    read: false,
    daysAgo: 0,
  },
];
