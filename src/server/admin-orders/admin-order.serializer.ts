import { statusLabel } from '../order-views/order-views.ts';
import { amounts } from '../orders/order.serializer.ts';
import type { AdminOrderDetail, AdminOrderListRow } from './admin-order.service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row of the back office's order list, in the spec's names (`od_id`, `mb_id`). */
export function toAdminOrderWire(r: AdminOrderListRow) {
  return {
    od_id: r.od_id,
    status: r.status,
    status_label: statusLabel(r.status, 'kr'),
    mb_id: r.member_login ?? null,
    is_member: r.member_id !== null,
    orderer_name: r.orderer_name,
    orderer_mobile: r.orderer_mobile,
    recipient_name: r.recipient_name,
    total: r.total,
    payment_method: r.payment_method,
    depositor_name: r.depositor_name,
    carrier: r.carrier,
    tracking_number: r.tracking_number,
    created_at: r.created_at.toISOString(),
    paid_at: iso(r.paid_at),
  };
}

/** The member's reason for the latest return or exchange request, if any. */
function claimReason(d: AdminOrderDetail): string | null {
  const last = d.history.findLast((h) => h.to_status === 'return_requested' || h.to_status === 'exchange_requested');
  return last ? last.note : null;
}

/** An order in full for an operator: no password hash, no idempotency key. */
export function toAdminOrderDetailWire(d: AdminOrderDetail) {
  const o = d.order;
  return {
    od_id: o.od_id,
    status: o.status,
    status_label: statusLabel(o.status, 'kr'),
    mb_id: d.memberLogin,
    orderer: { name: o.orderer_name, mobile: o.orderer_mobile, email: o.orderer_email },
    recipient: {
      name: o.recipient_name,
      mobile: o.recipient_mobile,
      zonecode: o.zonecode,
      address1: o.address1,
      address2: o.address2,
      message: o.delivery_message,
    },
    amounts: amounts(o),
    lines: d.lines.map((l) => ({
      id: l.id,
      it_id: l.product_id,
      name: l.product_name,
      option: l.option_name,
      price: l.unit_price,
      qty: l.quantity,
      total: l.line_total,
    })),
    payment: {
      method: o.payment_method,
      depositor_name: o.depositor_name,
      deposit_deadline: iso(o.deposit_deadline),
      cash_receipt: o.cash_receipt_type ? { type: o.cash_receipt_type, number: o.cash_receipt_number } : null,
      latest: d.payment
        ? {
            provider: d.payment.provider,
            method: d.payment.method,
            easy_pay: d.payment.easyPay,
            status: d.payment.status,
            amount: d.payment.amount,
            approved_at: iso(d.payment.approvedAt),
            virtual_account: d.payment.virtualAccount,
          }
        : null,
    },
    shipping: { carrier: o.carrier, tracking_number: o.tracking_number },
    history: d.history.map((h) => ({
      from: h.from_status,
      status: h.to_status,
      by: h.actor,
      note: h.note,
      at: h.created_at.toISOString(),
    })),
    refunded_total: o.refunded_total,
    refunds: d.refunds.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      points: r.points,
      coupon_share: r.coupon_share,
      shipping_fee: { before: r.shipping_fee_before, after: r.shipping_fee_after },
      method: r.method,
      status: r.status,
      account: r.account_number ? { bank: r.bank_name, number: r.account_number, holder: r.account_holder } : null,
      reason: r.reason,
      lines: r.lines.map((l) => ({
        it_id: l.product_id,
        name: l.product_name,
        option: l.option_name,
        price: l.unit_price,
        qty: l.quantity,
        total: l.amount,
      })),
      created_at: r.created_at.toISOString(),
      done_at: iso(r.done_at),
    })),
    claim_reason: claimReason(d),
    memo: o.admin_memo,
    created_at: o.created_at.toISOString(),
    paid_at: iso(o.paid_at),
    cancelled_at: iso(o.cancelled_at),
  };
}
