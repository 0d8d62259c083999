import type { StudioSettings } from '../../lib/studio/types.ts';

/** Shop settings: each top-level key is one row of the settings table. */
export type ShopSettings = {
  /** The custom fragrance studio (absent on shops made before it: the defaults apply). */
  studio?: StudioSettings;
  shop: {
    name: string;
    name_en: string;
    phone: string;
    email: string;
    /** Customer service hours as the footer shows them. */
    hours: { weekdays: string; lunch: string; closed: string; closed_en: string };
    site_origin: string;
  };
  /**
   * `*_en`: what the English pages show instead (the Korean when missing or blank). The account
   * holder has none: it is the name the bank shows the payer, in Korean.
   */
  bank: { bank_name: string; bank_name_en: string; account_no: string; holder: string };
  business: {
    company: string;
    company_en: string;
    ceo: string;
    ceo_en?: string;
    registration_no: string;
    mail_order_no: string;
    mail_order_no_en?: string;
    address: string;
    address_en: string;
    privacy_officer: string;
    privacy_officer_en?: string;
    hosting: string;
    hosting_en?: string;
  };
  exchange_rate: { krw_per_usd: number };
  shipping: {
    base_fee: number;
    free_threshold: number;
    /** Extra fee for remote areas and islands, by postcode range (inclusive). */
    remote_areas: { from: string; to: string; fee: number; name: string }[];
  };
  /**
   * Points: earned at `earn_rate_percent` of what was paid, spent in multiples of `unit` from `minimum`,
   * and lapsing `expire_months` after they were earned (12 when a shop seeded before it has no value).
   */
  points: {
    earn_rate_percent: number;
    unit: number;
    minimum: number;
    expire_months?: number;
    /** What a review earns, once per order line, when its purchase is confirmed (absent: nothing). */
    review_text?: number;
    /** What a review with at least one photo earns instead. */
    review_photo?: number;
  };
  /**
   * Membership tiers by the confirmed purchases of the last twelve months, recalculated on the first
   * of each month (`src/server/membership/`). Ordered by `min_amount`, the first from 0. Each earns
   * points at its own rate and may give a coupon (by code) each month. Absent or empty: no tiers, and
   * every member earns at `points.earn_rate_percent`.
   */
  membership?: { tiers: MemberTier[] };
  /**
   * The coupons the shop gives by itself, each named by its code (absent or null: none given):
   * on sign-up, on the first confirmed purchase, and once a year in the birthday month.
   */
  loyalty?: { signup_coupon?: string | null; first_order_coupon?: string | null; birthday_coupon?: string | null };
  /**
   * Dispatch: orders placed before `cutoff_hour` (Seoul) on a working day leave that day; `closed_days`
   * (`YYYY-MM-DD`) are the shop's own days off beside weekends and public holidays. A shop seeded
   * before the setting existed has no row, and the defaults apply.
   */
  dispatch?: { cutoff_hour: number; closed_days: string[] };
  orders: { deposit_deadline_days: number; auto_confirm_days: number };
  /**
   * TSSA sign-ups: the refund rule (the whole fee until `full_days` days before, `partial_rate` % until
   * `partial_days` days before, none after), how long an unordered seat is held in the cart, and how
   * long a seat offered from the waitlist waits for payment. A shop seeded before it has the defaults.
   */
  tssa?: {
    refund: { full_days: number; partial_days: number; partial_rate: number };
    hold_minutes: number;
    offer_hours: number;
  };
  /**
   * The back office: a product or option at or below `low_stock_threshold` counts as low stock on the
   * dashboard. A shop seeded before it has no row, and the default (5) applies.
   */
  admin?: { low_stock_threshold: number };
  /** Hosts of the old site that show the full-screen moved notice, and where to send visitors. */
  migration: { old_hosts: string[]; new_origin: string };
  social: { instagram: string; youtube: string; blog: string; kakao: string };
  offline_store: { name: string; name_en: string; address: string; address_en: string; hours: string; phone: string };
};

export type MemberTier = {
  name: string;
  name_en: string;
  /** The confirmed purchases (won, last twelve months) from which a member is in this tier. */
  min_amount: number;
  point_rate_percent: number;
  /** A coupon code given once each month to the tier's members; null: none. */
  monthly_coupon: string | null;
};

export type SettingKey = keyof ShopSettings;
