import type { ApplicationStatus } from './partner.options.ts';
import type { ApplicationRow } from './partner.repository.ts';

type Common = {
  id: number;
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
  created_at: string;
  updated_at: string;
  status_changed_at: string | null;
};

export type WholesaleWire = Common & {
  kind: 'wholesale';
  business_address: string;
  business_type: string;
  interest_products: string[];
  monthly_volume: string;
};

export type DealerWire = Common & {
  kind: 'dealer';
  region: string;
  has_store: boolean;
  store_address: string | null;
  experience: string;
};

export type ApplicationWire = WholesaleWire | DealerWire;

export function serializeApplication(row: ApplicationRow): ApplicationWire {
  const common: Common = {
    id: row.id,
    status: row.status as ApplicationStatus,
    editable: row.status === 'received',
    company_name: row.company_name,
    business_number: row.business_number,
    representative_name: row.representative_name,
    contact_name: row.contact_name,
    mobile: row.mobile,
    email: row.email,
    message: row.message,
    status_note: row.status_note,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    status_changed_at: row.status_changed_at?.toISOString() ?? null,
  };
  if (row.kind === 'dealer') {
    return {
      ...common,
      kind: 'dealer',
      region: row.region ?? '',
      has_store: row.has_store ?? false,
      store_address: row.has_store ? (row.store_address ?? '') : null,
      experience: row.experience ?? '',
    };
  }
  return {
    ...common,
    kind: 'wholesale',
    business_address: row.business_address ?? '',
    business_type: row.business_type ?? '',
    interest_products: row.interest_products ?? [],
    monthly_volume: row.monthly_volume ?? '',
  };
}
