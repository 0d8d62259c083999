import { nextStates } from '~/lib/studio/custom-order-states';
import type { CustomOrder } from './custom-order.types.ts';

export type CustomOrderWire = {
  id: number;
  kind: CustomOrder['kind'];
  title: string;
  status: CustomOrder['status'];
  quantity: number;
  amount: number | null;
  order_id: number | null;
  formula_id: number | null;
  details: Record<string, unknown>;
  cancellable: boolean;
  events: { from: string | null; to: string; actor: string; note: string; at: string }[];
  files: { id: number; name: string; mime: string; size: number; url: string }[];
  created_at: string;
  updated_at: string;
};

/** Where a request's file is served: only to the member who sent it and administrators. */
export const customOrderFileUrl = (id: number, fileId: number) => `/api/v1/custom-fragrance/${id}/files/${fileId}`;

/** A custom order as the member's calls answer it. */
export function toCustomOrderWire(o: CustomOrder): CustomOrderWire {
  return {
    id: o.id,
    kind: o.kind,
    title: o.title,
    status: o.status,
    quantity: o.quantity,
    amount: o.amount,
    order_id: o.order_id,
    formula_id: o.formula_id,
    details: o.details,
    cancellable: o.cancellable,
    events: o.events.map((e) => ({ from: e.from, to: e.to, actor: e.actor, note: e.note, at: e.at.toISOString() })),
    files: o.files.map((f) => ({ ...f, url: customOrderFileUrl(o.id, f.id) })),
    created_at: o.created_at.toISOString(),
    updated_at: o.updated_at.toISOString(),
  };
}

/** Operators also see the member and the states the shop may move it to. */
export function toAdminCustomOrderWire(o: CustomOrder): CustomOrderWire & { member_id: number; next_states: string[] } {
  return { ...toCustomOrderWire(o), member_id: o.member_id, next_states: nextStates(o.status) };
}
