import type { SavedAddress } from './address.repository.ts';

/** A saved address as the address book's API and the order form read it. */
export function toAddressWire(a: SavedAddress) {
  return {
    id: a.id,
    label: a.label,
    recipient_name: a.recipient_name,
    recipient_mobile: a.recipient_mobile,
    zonecode: a.zonecode,
    address1: a.address1,
    address2: a.address2,
    is_default: a.is_default,
    created_at: a.created_at.toISOString(),
    updated_at: a.updated_at.toISOString(),
  };
}
