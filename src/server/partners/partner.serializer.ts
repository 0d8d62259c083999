import type { DealerApplication, PartnerApplication, WholesaleApplication } from './partner.types.ts';

/** A record as JSON carries it: its dates as ISO strings, everything else as it is. */
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type WholesaleWire = AsJson<WholesaleApplication>;
export type DealerWire = AsJson<DealerApplication>;
type Common = Omit<WholesaleWire, Exclude<keyof WholesaleApplication, keyof DealerApplication> | 'kind'>;

export type ApplicationWire = WholesaleWire | DealerWire;

/** An application as `/api/v1/{wholesale,dealer}-applications` and the administrators' decision answer it. */
export function toApplicationWire(a: PartnerApplication): ApplicationWire {
  const common: Common = {
    id: a.id,
    receipt_no: a.receipt_no,
    by_visitor: a.by_visitor,
    status: a.status,
    editable: a.editable,
    company_name: a.company_name,
    business_number: a.business_number,
    representative_name: a.representative_name,
    contact_name: a.contact_name,
    mobile: a.mobile,
    email: a.email,
    message: a.message,
    status_note: a.status_note,
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
    status_changed_at: a.status_changed_at?.toISOString() ?? null,
  };
  if (a.kind === 'dealer') {
    return {
      ...common,
      kind: 'dealer',
      region: a.region,
      has_store: a.has_store,
      store_address: a.store_address,
      experience: a.experience,
    };
  }
  return {
    ...common,
    kind: 'wholesale',
    business_address: a.business_address,
    business_type: a.business_type,
    interest_products: a.interest_products,
    monthly_volume: a.monthly_volume,
  };
}
