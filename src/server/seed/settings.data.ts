import type { ShopSettings } from '../settings/settings.types.ts';

/** Every shop setting, one row per top-level key. */
export const SEED_SETTINGS: ShopSettings = {
  shop: {
    name: '에반스캔들',
    name_en: 'Evans Candle',
    phone: '1588-0000',
    email: 'help@evans-candle.com',
    hours: {
      weekdays: '10:00~18:00',
      lunch: '12:00~13:00',
      closed: '주말 및 공휴일 휴무',
      closed_en: 'Closed weekends and public holidays',
    },
    site_origin: 'https://www.evans-candle.com',
  },
  bank: {
    bank_name: '국민은행',
    bank_name_en: 'KB Kookmin Bank',
    account_no: '123401-04-567890',
    holder: '(주)에반스캔들',
  },
  business: {
    company: '(주)에반스캔들',
    company_en: 'Evans Candle Co., Ltd.',
    ceo: '에반 김',
    ceo_en: 'Evan Kim',
    registration_no: '123-45-67890',
    mail_order_no: '제2019-서울성동-01234호',
    mail_order_no_en: 'No. 2019-Seoul Seongdong-01234',
    address: '서울특별시 성동구 성수이로 123, 2층 (성수동2가)',
    address_en: '2F, 123 Seongsu-iro, Seongdong-gu, Seoul 04782, Korea',
    privacy_officer: '이향기 (privacy@evans-candle.com)',
    privacy_officer_en: 'Hyanggi Lee (privacy@evans-candle.com)',
    hosting: '(주)에반스캔들',
    hosting_en: 'Evans Candle Co., Ltd.',
  },
  exchange_rate: { krw_per_usd: 1400 },
  shipping: {
    base_fee: 3000,
    free_threshold: 50000,
    remote_areas: [
      { from: '63000', to: '63644', fee: 3000, name: '제주' },
      { from: '40200', to: '40240', fee: 5000, name: '울릉도' },
      { from: '23004', to: '23010', fee: 5000, name: '인천 강화 도서' },
      { from: '23100', to: '23116', fee: 5000, name: '인천 옹진 도서' },
      { from: '52570', to: '52571', fee: 5000, name: '경남 사천 도서' },
      { from: '59102', to: '59166', fee: 5000, name: '전남 완도 도서' },
      { from: '58760', to: '58762', fee: 5000, name: '전남 목포 도서' },
    ],
  },
  points: { earn_rate_percent: 1, unit: 10, minimum: 1000, expire_months: 12, review_text: 500, review_photo: 1000 },
  // The lowest tier earns the basic rate; no monthly coupons until the shop makes them.
  membership: {
    tiers: [
      { name: '웰컴', name_en: 'Welcome', min_amount: 0, point_rate_percent: 1, monthly_coupon: null },
      { name: '실버', name_en: 'Silver', min_amount: 300_000, point_rate_percent: 2, monthly_coupon: null },
      { name: '골드', name_en: 'Gold', min_amount: 700_000, point_rate_percent: 3, monthly_coupon: null },
      { name: 'VIP', name_en: 'VIP', min_amount: 1_500_000, point_rate_percent: 5, monthly_coupon: null },
    ],
  },
  dispatch: { cutoff_hour: 14, closed_days: [] },
  orders: { deposit_deadline_days: 3, auto_confirm_days: 7 },
  tssa: { refund: { full_days: 3, partial_days: 1, partial_rate: 50 }, hold_minutes: 60, offer_hours: 24 },
  admin: { low_stock_threshold: 5 },
  migration: { old_hosts: ['evanscandle.co.kr', 'www.evanscandle.co.kr'], new_origin: 'https://www.evans-candle.com' },
  social: {
    instagram: 'https://www.instagram.com/evans.candle',
    youtube: 'https://www.youtube.com/@evanscandle',
    blog: 'https://blog.naver.com/evanscandle',
    kakao: 'https://pf.kakao.com/_evanscandle',
  },
  offline_store: {
    name: '에반스캔들 성수 쇼룸',
    name_en: 'Evans Candle Seongsu Showroom',
    address: '서울특별시 성동구 성수이로 123, 1층',
    address_en: '1F, 123 Seongsu-iro, Seongdong-gu, Seoul',
    hours: '화~토 11:00~19:00 (일·월 휴무)',
    phone: '02-6000-0000',
  },
};
