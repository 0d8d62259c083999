/** The demo member's history: addresses, coupons, points, offline purchases, saved formulas and notifications. */
import { daysAgo } from './random.ts';
import type { FormulaSeed } from './studio.data.ts';

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

/** The demo member's saved formulas, on the shop's real materials (resolved to ids by `seedStudio`). */
export const FORMULAS: FormulaSeed[] = [
  {
    name: '비 오는 날의 숲',
    memo: '우디 베이스에 그린 톱노트. 캔들 8%로 테스트',
    type: 'candle',
    sizeMl: 200,
    base: '골든브랜즈 소이왁스 464',
    loadPercent: 8,
    notes: [
      { oil: '유칼립투스 민트', role: 'top', share: 30 },
      { oil: '시더우드 앰버', role: 'middle', share: 50 },
      { oil: '샌달우드', role: 'base', share: 20 },
    ],
    colours: [{ dye: '그린', drops: 3 }],
    vessel: '유리 캔들 용기 200ml',
    lid: '우드 캔들 뚜껑 75mm',
    label: { textKo: '비 오는 날의 숲', textEn: 'Rainy Forest', font: 'myeongjo', colour: '#2f3b2f' },
  },
  {
    name: '봄 아침',
    memo: '가벼운 플로럴, 디퓨저용',
    type: 'diffuser',
    sizeMl: 100,
    base: '디퓨저 베이스 프리미엄 DPG-Free',
    loadPercent: 20,
    notes: [
      { oil: '자몽 블로썸', role: 'top', share: 25 },
      { oil: '프리지아', role: 'middle', share: 60 },
      { oil: '화이트 머스크', role: 'base', share: 15 },
    ],
    colours: [],
    vessel: '사각 디퓨저 병 100ml',
    lid: '디퓨저 캡 골드 10개입',
    label: { textKo: '봄 아침', textEn: 'Spring Morning', font: 'gothic', colour: '#5b4a3a' },
  },
  {
    name: '늦은 오후의 라벤더',
    memo: '베개와 커튼에 뿌리는 룸 스프레이',
    type: 'spray',
    sizeMl: 100,
    base: '룸스프레이 베이스',
    loadPercent: 10,
    notes: [
      { oil: '제주 감귤', role: 'top', share: 30 },
      { oil: '프렌치 라벤더', role: 'middle', share: 50 },
      { oil: '코튼 블랭킷', role: 'base', share: 20 },
    ],
    colours: [],
    vessel: '원형 디퓨저 병 200ml',
    lid: null,
    label: null,
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
