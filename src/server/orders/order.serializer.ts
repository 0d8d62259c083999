import type { orderLines, orderStatusHistory } from '../db/schema/index.ts';
import { ConflictError } from '../http/errors.ts';
import type { OrderListItem } from '../order-views/order-views.ts';
import { latestPayment, type PaymentRow } from '../order-views/payment-view.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import type { OrderDetail } from './order.service.ts';
import type { OrderRow } from './order-status.service.ts';
import { type OrderStatus, STATUS_LABELS, shopperActions, shopperOf } from './order-status.ts';
import type { SoldOutError, SoldOutLine } from './placement.service.ts';
import type { RefundWithLines } from './refund.repository.ts';

type LineRow = typeof orderLines.$inferSelect & { thumb_image: string | null };
type HistoryRow = typeof orderStatusHistory.$inferSelect;

const labelOf = (s: string) => STATUS_LABELS[s as OrderStatus] ?? s;

/** Who made a change, as a shopper may see it: never an operator's id. */
function actorLabel(actor: string): 'shopper' | 'shop' | 'system' | 'toss' {
  if (actor === 'system' || actor === 'toss') return actor;
  if (actor.startsWith('admin:')) return 'shop';
  return 'shopper';
}

/** An order's amounts in the spec's names; the shopper's and the operators' views share them. */
export function amounts(o: OrderRow) {
  return {
    items_total: o.items_total,
    discount_total: o.discount_total,
    coupon_discount: o.coupon_discount,
    points_used: o.points_used,
    shipping_fee: o.shipping_fee,
    total: o.total,
    points_earned: o.points_earned,
  };
}

/** A list row: the order with its first product and how many lines it has. */
export function serializeOrderSummary({ order, first, line_count }: OrderListItem) {
  return {
    od_id: order.od_id,
    status: order.status,
    status_label: labelOf(order.status),
    created_at: order.created_at,
    it_name: first?.product_name ?? '',
    it_name_en: first?.product_name_en ?? '',
    thumb_image: first?.thumb_image ?? null,
    line_count,
    total: order.total,
    payment_method: order.payment_method,
    deposit_deadline: order.deposit_deadline,
    actions: shopperActions(order.status, shopperOf(order)),
  };
}

/**
 * What the latest payments row says: Toss's own method name, its status and approval time, and a
 * virtual account's number, bank and due date. Toss's raw answer is never passed on (it holds the
 * virtual account's secret and card details).
 */
function paymentResult(rows: readonly PaymentRow[]) {
  const latest = latestPayment(rows);
  const va = latest?.virtualAccount;
  return {
    status: latest?.status ?? null,
    approved_at: latest?.approvedAt ?? null,
    toss_method: latest?.provider === 'toss' ? latest.method : null,
    easy_pay: latest?.easyPay ?? null,
    virtual_account: va
      ? {
          account_number: va.accountNumber,
          bank_code: va.bankCode,
          bank_name: va.bankName,
          bank_name_en: va.bankNameEn,
          customer_name: va.customerName,
          due_date: va.dueDate,
        }
      : null,
  };
}

/** `GET /api/v1/orders/{od_id}` and the answers that carry an order. */
export function toOrderWire(detail: OrderDetail) {
  return serializeOrder(detail.order, detail, detail);
}

/** An order in full, for its member or the visitor who looked it up. */
export function serializeOrder(
  order: OrderRow,
  details: {
    lines: LineRow[];
    history: HistoryRow[];
    payments?: readonly PaymentRow[];
    refunds?: readonly RefundWithLines[];
  },
  settings: Pick<ShopSettings, 'bank'>,
) {
  const waiting = order.status === 'awaiting_deposit' && order.payment_method === 'bank';
  return {
    od_id: order.od_id,
    status: order.status,
    status_label: labelOf(order.status),
    is_member_order: order.member_id !== null,
    created_at: order.created_at,
    orderer: { name: order.orderer_name, mobile: order.orderer_mobile, email: order.orderer_email },
    recipient: {
      name: order.recipient_name,
      mobile: order.recipient_mobile,
      zonecode: order.zonecode,
      address1: order.address1,
      address2: order.address2,
    },
    delivery_message: order.delivery_message,
    lines: details.lines.map((l) => ({
      id: l.id,
      it_id: l.product_id,
      it_name: l.product_name,
      it_name_en: l.product_name_en,
      option_id: l.option_id,
      option_name: l.option_name,
      thumb_image: l.thumb_image,
      price: l.unit_price,
      qty: l.quantity,
      line_total: l.line_total,
      is_custom: l.is_custom,
    })),
    amounts: amounts(order),
    payment: {
      method: order.payment_method,
      depositor_name: order.depositor_name,
      deposit_deadline: order.deposit_deadline,
      bank: waiting ? { ...settings.bank } : null,
      paid_at: order.paid_at,
      cash_receipt: order.cash_receipt_type
        ? { type: order.cash_receipt_type, number: order.cash_receipt_number }
        : null,
      ...paymentResult(details.payments ?? []),
    },
    delivery: { carrier: order.carrier, tracking_number: order.tracking_number, delivered_at: order.delivered_at },
    confirmed_at: order.confirmed_at,
    cancelled_at: order.cancelled_at,
    history: details.history.map((h) => ({
      status: h.to_status,
      status_label: labelOf(h.to_status),
      from_status: h.from_status,
      by: actorLabel(h.actor),
      // An operator's note is for the shop's own records.
      note: h.actor.startsWith('admin:') ? '' : h.note,
      created_at: h.created_at,
    })),
    refunded_total: order.refunded_total,
    refunds: (details.refunds ?? []).map((r) => ({
      kind: r.kind,
      amount: r.amount,
      points: r.points,
      status: r.status,
      lines: r.lines.map((l) => ({
        it_id: l.product_id,
        it_name: l.product_name,
        it_name_en: l.product_name_en,
        option_name: l.option_name,
        qty: l.quantity,
        amount: l.amount,
      })),
      created_at: r.created_at,
    })),
    actions: shopperActions(order.status, shopperOf(order)),
  };
}

export type SoldOutLineWire = { it_id: number; option_id: number | null; it_name: string; stock: number };

export function toSoldOutLineWire(l: SoldOutLine): SoldOutLineWire {
  return { it_id: l.product_id, option_id: l.option_id, it_name: l.name, stock: l.stock };
}

/** A sold-out refusal as the storefront reads it: the message and the lines under `sold_out`. */
export function soldOutConflict(err: SoldOutError): ConflictError {
  return new ConflictError(err.message, { sold_out: err.lines.map(toSoldOutLineWire) });
}
