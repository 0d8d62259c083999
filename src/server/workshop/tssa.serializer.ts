import type { RefundQuote } from '~/lib/tssa/rules';
import type { PublicCertificate, RefundPreview, TssaCatalogue, TssaClassDetail, TssaSignup } from './tssa.types.ts';

/**
 * The TSSA API's answers. The school's calls are new, so they speak the shop's own field names; dates
 * go out as ISO strings. Kept here so that a wire name, should one ever differ, changes in one place.
 */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toCatalogueWire = (c: TssaCatalogue) => c;
export const toClassWire = (c: TssaClassDetail) => c;
export const toCertificateWire = (c: PublicCertificate) => c;
export const toRefundWire = (r: RefundPreview | RefundQuote) => r;

export function toSignupWire(s: TssaSignup) {
  return {
    ...s,
    cancelled_at: iso(s.cancelled_at),
    hold_until: iso(s.hold_until),
    offer_until: iso(s.offer_until),
    created_at: iso(s.created_at),
  };
}
