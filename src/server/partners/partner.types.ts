import type { ApplicationStatus } from './partner.options.ts';

type ApplicationCommon = {
  id: number;
  /** 접수번호: what the applicant quotes, and what a visitor looks the application up by (null before it existed). */
  receipt_no: string | null;
  /** Sent without an account: reached by the receipt number and the contact given, not in an account. */
  by_visitor: boolean;
  status: ApplicationStatus;
  /** The applicant may still edit or withdraw it: only while it is received (접수). */
  editable: boolean;
  company_name: string;
  /** Ten digits, no dashes. */
  business_number: string;
  representative_name: string;
  contact_name: string;
  mobile: string;
  email: string;
  message: string;
  /** What the shop wrote with its decision, if anything. */
  status_note: string | null;
  created_at: Date;
  /** The applicant's last edit (the same as `created_at` before any); a decision does not change it. */
  updated_at: Date;
  status_changed_at: Date | null;
};

/** A member's wholesale (도매) application as the shop shows it. */
export type WholesaleApplication = ApplicationCommon & {
  kind: 'wholesale';
  business_address: string;
  business_type: string;
  interest_products: string[];
  monthly_volume: string;
};

/** A member's dealer (대리점) application as the shop shows it; a store address only with a store. */
export type DealerApplication = ApplicationCommon & {
  kind: 'dealer';
  region: string;
  has_store: boolean;
  store_address: string | null;
  experience: string;
};

export type PartnerApplication = WholesaleApplication | DealerApplication;
