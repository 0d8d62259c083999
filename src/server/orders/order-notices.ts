import { formatDateTime as seoulTime } from '~/lib/dates';
import { wonWords as won, wonText } from '~/lib/money';
import type { Executor } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import type { OrderStatus } from './order-status.ts';
import { type TextOrder, textOrderer, textVirtualAccount } from './order-texts.ts';

const TITLES: Record<OrderStatus, string> = {
  awaiting_deposit: '주문이 접수되었습니다',
  paid: '결제가 확인되었습니다',
  preparing: '상품을 준비하고 있습니다',
  shipping: '상품이 출발했습니다',
  delivered: '배송이 완료되었습니다',
  confirmed: '구매가 확정되었습니다',
  cancelled: '주문이 취소되었습니다',
  return_requested: '반품 요청이 접수되었습니다',
  return_approved: '반품이 승인되었습니다',
  returned: '반품이 완료되었습니다',
  exchange_requested: '교환 요청이 접수되었습니다',
  exchange_approved: '교환이 승인되었습니다',
};

/** The same titles for the English site. */
const TITLES_EN: Record<OrderStatus, string> = {
  awaiting_deposit: 'We have your order',
  paid: 'Your payment is confirmed',
  preparing: 'We are preparing your order',
  shipping: 'Your order is on its way',
  delivered: 'Your order has been delivered',
  confirmed: 'Your purchase is confirmed',
  cancelled: 'Your order has been cancelled',
  return_requested: 'We have your return request',
  return_approved: 'Your return is approved',
  returned: 'Your return is complete',
  exchange_requested: 'We have your exchange request',
  exchange_approved: 'Your exchange is approved',
};

type NoticeOrder = {
  od_id: string;
  payment_method: string;
  total: number;
  deposit_deadline: Date | null;
  carrier: string | null;
  tracking_number: string | null;
  points_earned: number;
};

function bodyOf(status: OrderStatus, o: NoticeOrder): string {
  const head = `주문번호 ${o.od_id}`;
  switch (status) {
    case 'awaiting_deposit':
      if (o.payment_method === 'toss') return `${head} · 결제를 마치면 상품 준비를 시작합니다.`;
      return o.deposit_deadline
        ? `${head} · ${won(o.total)}을 ${seoulTime(o.deposit_deadline)}까지 입금해 주세요.`
        : head;
    case 'shipping':
      return o.tracking_number ? `${head} · ${o.carrier ?? ''} ${o.tracking_number}`.trim() : head;
    case 'delivered':
      return `${head} · 상품을 받으셨다면 구매확정을 해 주세요.`;
    case 'confirmed':
      return o.points_earned > 0 ? `${head} · 적립금 ${won(o.points_earned)}이 적립되었습니다.` : head;
    default:
      return head;
  }
}

function bodyEnOf(status: OrderStatus, o: NoticeOrder): string {
  const head = `Order ${o.od_id}`;
  switch (status) {
    case 'awaiting_deposit':
      if (o.payment_method === 'toss') return `${head} · We start preparing it once the payment is made.`;
      return o.deposit_deadline
        ? `${head} · Please transfer ${wonText(o.total)} by ${seoulTime(o.deposit_deadline)}.`
        : head;
    case 'shipping':
      return o.tracking_number ? `${head} · ${o.carrier ?? ''} ${o.tracking_number}`.trim() : head;
    case 'delivered':
      return `${head} · Once it has reached you, please confirm the purchase.`;
    case 'confirmed':
      return o.points_earned > 0 ? `${head} · ${o.points_earned.toLocaleString('en-US')} points were added.` : head;
    default:
      return head;
  }
}

/**
 * Tells the orderer about a change of their order, in the same transaction as the change: a member in
 * the shop's notifications, and the orderer (a visitor too) by text message when the change has one
 * (`order-texts.ts`).
 */
export async function tellOrderer(
  db: Executor,
  memberId: number | null,
  status: OrderStatus,
  order: NoticeOrder & TextOrder,
) {
  await textOrderer(db, status, order);
  if (memberId === null) return;
  await db.insert(notifications).values({
    member_id: memberId,
    title: TITLES[status],
    body: bodyOf(status, order),
    title_en: TITLES_EN[status],
    body_en: bodyEnOf(status, order),
    link: `/my-page/order/${order.od_id}`,
  });
}

/** A virtual account was issued for the order: where to pay, how much, by when (notification and text). */
export async function notifyVirtualAccount(
  db: Executor,
  order: NoticeOrder & TextOrder,
  account: { accountNumber: string; customerName: string } | null,
  due: Date,
) {
  await textVirtualAccount(db, order, account, due);
  if (order.member_id === null) return;
  const where = account ? `${account.accountNumber} (예금주 ${account.customerName}) ` : '';
  await db.insert(notifications).values({
    member_id: order.member_id,
    title: '가상계좌가 발급되었습니다',
    body: `주문번호 ${order.od_id} · ${where}${won(order.total)}을 ${seoulTime(due)}까지 입금해 주세요.`,
    title_en: 'Your virtual account is ready',
    body_en: `Order ${order.od_id} · Please transfer ${wonText(order.total)}${account ? ` to ${account.accountNumber} (${account.customerName})` : ''} by ${seoulTime(due)}.`,
    link: `/my-page/order/${order.od_id}`,
  });
}

/**
 * Part of the order was cancelled by the shop (what is given back, in money and points), or a bank
 * refund the shop owed has been sent.
 */
export async function notifyRefund(
  db: Executor,
  order: { member_id: number | null; od_id: string },
  what: 'cancel_lines' | 'refund_done',
  money: number,
  points: number,
) {
  if (order.member_id === null) return;
  const parts = [money > 0 ? `환불 ${won(money)}` : '', points > 0 ? `적립금 ${won(points)} 환원` : ''].filter(Boolean);
  const partsEn = [
    money > 0 ? `${wonText(money)} refunded` : '',
    points > 0 ? `${points.toLocaleString('en-US')} points returned` : '',
  ].filter(Boolean);
  const head = `주문번호 ${order.od_id}`;
  await db.insert(notifications).values({
    member_id: order.member_id,
    title: what === 'cancel_lines' ? '주문 상품 일부가 취소되었습니다' : '환불이 완료되었습니다',
    body: parts.length ? `${head} · ${parts.join(', ')}` : head,
    title_en: what === 'cancel_lines' ? 'Part of your order has been cancelled' : 'Your refund has been sent',
    body_en: partsEn.length ? `Order ${order.od_id} · ${partsEn.join(', ')}` : `Order ${order.od_id}`,
    link: `/my-page/order/${order.od_id}`,
  });
}

/** The shop refused the member's return or exchange request: why, in the member's own notice. */
export async function notifyClaimRefused(
  db: Executor,
  order: { member_id: number | null; od_id: string },
  what: 'return' | 'exchange',
  reason: string,
) {
  if (order.member_id === null) return;
  await db.insert(notifications).values({
    member_id: order.member_id,
    title: what === 'return' ? '반품 요청이 거절되었습니다' : '교환 요청이 거절되었습니다',
    body: `주문번호 ${order.od_id} · 사유: ${reason}`,
    title_en: what === 'return' ? 'Your return request was declined' : 'Your exchange request was declined',
    body_en: `Order ${order.od_id} · Reason: ${reason}`,
    link: `/my-page/order/${order.od_id}`,
  });
}
