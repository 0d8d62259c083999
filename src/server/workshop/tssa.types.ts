import type { CancelledBy, RefundQuote, RefundRule, SignupState } from '~/lib/tssa/rules';
import type { CurriculumStep } from '../db/schema/workshop.ts';

/** The TSSA school as its pages and API show it (the shop's own names; the serializer maps them). */

export type { CancelledBy, CurriculumStep, RefundRule, SignupState };

export type TssaTrack = {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  summary: string;
  summary_en: string;
  is_certificate: boolean;
};

export type TssaInstructor = { id: number; name: string; name_en: string; bio: string; bio_en: string; photo: string };

export type SessionStatus = 'open' | 'cancelled';

export type TssaSession = {
  id: number;
  class_id: number;
  starts_at: Date;
  ends_at: Date;
  capacity: number;
  seats_left: number;
  status: SessionStatus;
  kit_included: boolean;
  /** The fee for one head, in won. */
  price: number;
  /** Members waiting for a seat. */
  waiting: number;
  /** Whether it can be signed up for now: open, not started, a seat left. */
  bookable: boolean;
};

/** A class as the catalogue lists it, with its coming sessions (soonest first). */
export type TssaClassCard = {
  id: number;
  product_id: number;
  kind: 'certificate' | 'one-day' | 'studio';
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  price: number;
  duration_minutes: number;
  image: string;
  level: number | null;
  track: TssaTrack | null;
  sessions: TssaSession[];
};

/** A kit item: one of the shop's products, with its current price when it is on sale (null: not for sale). */
export type TssaKitItem = {
  product_id: number;
  name: string;
  name_en: string;
  thumb: string;
  quantity: number;
  price: number | null;
};

/** One class's page: everything on the card, its text, curriculum, take-home, kit and instructor. */
export type TssaClassDetail = TssaClassCard & {
  body: string;
  body_en: string;
  curriculum: CurriculumStep[];
  take_home: string;
  take_home_en: string;
  instructor: TssaInstructor | null;
  kit: TssaKitItem[];
};

/** Filters of the catalogue; all optional. `month` is 'YYYY-MM' (Seoul); `seats` keeps sessions with a seat left. */
export type CatalogueFilters = { track?: string; level?: number; month?: string; seats?: boolean };

/** The catalogue: classes grouped by track (certificate tracks first, classes without a track last) and level. */
export type TssaCatalogue = {
  groups: { track: TssaTrack | null; levels: { level: number | null; classes: TssaClassCard[] }[] }[];
  tracks: TssaTrack[];
  /** The months (YYYY-MM, Seoul) that have coming sessions, for the month filter. */
  months: string[];
  filters: CatalogueFilters;
};

/** A member's sign-up, with its session and class. */
export type TssaSignup = {
  id: number;
  status: SignupState;
  head_count: number;
  /** The fee for every head, in won. */
  amount: number;
  refund_amount: number | null;
  cancelled_by: CancelledBy | null;
  cancelled_at: Date | null;
  /** Until when an unpaid seat is held (pending payment). */
  hold_until: Date | null;
  /** Until when an offered seat waits for the member's payment. */
  offer_until: Date | null;
  order_id: number | null;
  od_id: string | null;
  /** 1 for the first in line; null unless waitlisted. */
  waitlist_position: number | null;
  /** The cart line that pays for it, while it is in the member's cart. */
  cart_line_id: number | null;
  can_cancel: boolean;
  /** Whether it awaits the member's payment (pending, or offered from the waitlist). */
  can_pay: boolean;
  created_at: Date;
  session: TssaSession;
  class: Pick<TssaClassCard, 'id' | 'product_id' | 'kind' | 'title' | 'title_en' | 'image' | 'level' | 'track'>;
};

export type TssaCertificate = {
  number: string;
  holder_name: string;
  class_id: number;
  title: string;
  title_en: string;
  track: TssaTrack | null;
  level: number | null;
  issued_on: string;
};

/** What the public check of a certificate number shows: the holder's name, the course and the date only. */
export type PublicCertificate = Pick<TssaCertificate, 'number' | 'holder_name' | 'title' | 'title_en' | 'issued_on'>;

/** The member's TSSA records: sign-ups by where they stand, and certificates. */
export type MySignups = {
  upcoming: TssaSignup[];
  waitlisted: TssaSignup[];
  past: TssaSignup[];
  cancelled: TssaSignup[];
  certificates: TssaCertificate[];
};

export type SignupInput = {
  session_id: number;
  head_count: number /** join the waitlist when full */;
  waitlist?: boolean;
};

/** A sign-up made: the seat held (with its class line in the cart) or a place on the waitlist. */
export type SignupResult = { signup: TssaSignup; waitlisted: boolean; cart_line_id: number | null };

export type RefundPreview = RefundQuote & {
  signup_id: number;
  /** What was paid (or is due) for it, in won. */
  paid: number;
  rule: RefundRule;
  /** Whether the member may cancel it now. */
  cancellable: boolean;
};

export type CancelResult = { signup: TssaSignup; refund: RefundQuote };

/**
 * The service functions the pages call (src/server/workshop/*.service.ts):
 *
 * - `tssaCatalogue(filters, now?)` → TssaCatalogue            (tssa-catalogue.service.ts)
 * - `tssaAbout()` → { tracks, instructors, refund_rule }     (tssa-catalogue.service.ts)
 * - `tssaClassByProduct(productId, now?)` → TssaClassDetail, 404 when unknown or hidden (tssa-catalogue.service.ts)
 * - `signUp(memberId, SignupInput, now?)` → SignupResult      (tssa-signup.service.ts)
 * - `mySignups(memberId, now?)` → MySignups                   (tssa-signup.service.ts)
 * - `refundPreview(memberId, signupId, now?)` → RefundPreview, 404 for another's (tssa-signup.service.ts)
 * - `cancelSignup(memberId, signupId, now?)` → CancelResult   (tssa-signup.service.ts)
 * - `payableLine(memberId, signupId)` → { cart_line_id }      (tssa-signup.service.ts)
 * - `certificateByNumber(number)` → PublicCertificate, 404    (tssa-catalogue.service.ts)
 */
export type TssaServiceIndex = never;
