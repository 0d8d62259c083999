import type { RestockAlert } from './restock.service.ts';

/** A restock alert request as the storefront's calls answer it (the product is `it_id`). */
export type RestockAlertWire = { id: number; it_id: number; option_id: number | null; created_at: string };

export function toRestockAlertWire(a: RestockAlert): RestockAlertWire {
  return { id: a.id, it_id: a.product_id, option_id: a.option_id, created_at: a.created_at.toISOString() };
}
