import type { CustomOrderActor, CustomOrderKind, CustomOrderState } from '~/lib/studio/custom-order-states';

export type CustomOrderEvent = {
  from: CustomOrderState | null;
  to: CustomOrderState;
  actor: CustomOrderActor;
  note: string;
  at: Date;
};

export type CustomOrderFile = { id: number; name: string; mime: string; size: number };

/** A custom order as the shop shows it: what it is, its state, its history and its files. */
export type CustomOrder = {
  id: number;
  member_id: number;
  kind: CustomOrderKind;
  title: string;
  status: CustomOrderState;
  quantity: number;
  amount: number | null;
  order_id: number | null;
  formula_id: number | null;
  details: Record<string, unknown>;
  cancellable: boolean;
  created_at: Date;
  updated_at: Date;
  events: CustomOrderEvent[];
  files: CustomOrderFile[];
};
