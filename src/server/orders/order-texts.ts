/**
 * The orderer's text messages (알림톡, SMS as the fallback) about their order, written to the message
 * outbox in the transaction of the change: placed (with the account to pay into), paid, shipped (with
 * the tracking link), delivered (with the review link), cancelled, refunded. A visitor's order is
 * told too: the messages go to the orderer's mobile, in the member's language (Korean for a visitor).
 */
import { formatDateTime } from '~/lib/dates';
import { wonText, wonWords } from '~/lib/money';
import type { Executor } from '../db/client.ts';
import { logger } from '../log.ts';
import { mailOrigin } from '../mail/outbox.service.ts';
import { messageLanguageOf, queueMessage, settingForMessage } from '../messages/message.service.ts';
import type { MessageEvent } from '../messages/templates.ts';
import { trackingUrl } from '../order-views/order-views.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import type { OrderStatus } from './order-status.ts';

export type TextOrder = {
  od_id: string;
  member_id: number | null;
  orderer_name: string;
  orderer_mobile: string;
  payment_method: string;
  total: number;
  deposit_deadline: Date | null;
  paid_at: Date | null;
  carrier: string | null;
  tracking_number: string | null;
};

async function send(
  db: Executor,
  order: TextOrder,
  event: MessageEvent,
  key: string,
  variables: (ctx: { en: boolean; origin: string; orderUrl: string }) => Record<string, string | number>,
) {
  const language = await messageLanguageOf(db, order.member_id);
  const origin = await mailOrigin(db);
  const orderUrl = `${origin}/shop/my_order_view?od_id=${order.od_id}`;
  await queueMessage(db, {
    event,
    key: `order:${order.od_id}:${key}`,
    mobile: order.orderer_mobile,
    memberId: order.member_id,
    language,
    variables: {
      name: order.orderer_name,
      order_no: order.od_id,
      ...variables({ en: language === 'en', origin, orderUrl }),
    },
  });
}

const amountOf = (krw: number, en: boolean) => (en ? wonText(krw) : wonWords(krw));

/** What a cancellation means for the money: nothing paid, a card refunded at once, or a transfer sent back. */
function cancelNote(order: TextOrder, en: boolean): string {
  if (!order.paid_at || order.total === 0) {
    return en ? 'Nothing was paid, so nothing is to be refunded.' : '결제 전에 취소되어 환불할 금액은 없습니다.';
  }
  if (order.payment_method === 'bank') {
    return en
      ? 'We will send back what you transferred and tell you once it is sent.'
      : '입금하신 금액은 환불 계좌로 돌려 드리며, 보내 드리면 다시 알려 드립니다.';
  }
  return en ? 'Your payment is refunded to how you paid.' : '결제하신 금액은 결제 수단으로 환불됩니다.';
}

/** Texts the orderer about their order's new status, when that status has a message. */
export async function textOrderer(db: Executor, status: OrderStatus, order: TextOrder): Promise<void> {
  switch (status) {
    case 'awaiting_deposit': {
      // A card or Toss payment is told once paid (or once its virtual account is issued).
      if (order.payment_method !== 'bank' || !order.deposit_deadline) return;
      const bank = await settingForMessage<ShopSettings['bank']>(db, 'bank');
      if (!bank) {
        logger.warn(
          { od_id: order.od_id },
          'order placed text not written: the shop has no bank account in its settings',
        );
        return;
      }
      const due = order.deposit_deadline;
      return send(db, order, 'order_placed', 'placed', ({ en, orderUrl }) => ({
        amount: amountOf(order.total, en),
        bank: en && bank.bank_name_en ? bank.bank_name_en : bank.bank_name,
        account: bank.account_no,
        holder: bank.holder,
        due: formatDateTime(due),
        order_url: orderUrl,
      }));
    }
    case 'paid':
      return send(db, order, 'payment_confirmed', 'paid', ({ en, orderUrl }) => ({
        amount: amountOf(order.total, en),
        order_url: orderUrl,
      }));
    case 'shipping':
      // Keyed by the tracking number too: an exchange's replacement is shipped (and told) again.
      return send(db, order, 'shipped', `shipped:${order.tracking_number ?? ''}`, ({ en, orderUrl }) => ({
        carrier: order.carrier || (en ? 'Courier' : '택배'),
        tracking_no: order.tracking_number || '-',
        tracking_url: trackingUrl(order.carrier, order.tracking_number) ?? orderUrl,
      }));
    case 'delivered':
      return send(db, order, 'delivered', 'delivered', ({ origin }) => ({
        review_url: `${origin}/my-page/product-review`,
      }));
    case 'cancelled':
      return send(db, order, 'order_cancelled', 'cancelled', ({ en, orderUrl }) => ({
        refund_note: cancelNote(order, en),
        order_url: orderUrl,
      }));
    default:
      return;
  }
}

/** A virtual account was issued: the orderer is told where to pay, how much and by when. */
export async function textVirtualAccount(
  db: Executor,
  order: TextOrder,
  account: { accountNumber: string; customerName: string; bank?: string | undefined } | null,
  due: Date,
): Promise<void> {
  if (!account) return;
  await send(db, order, 'order_placed', 'virtual-account', ({ en, orderUrl }) => ({
    amount: amountOf(order.total, en),
    bank: account.bank || (en ? 'Virtual account' : '가상계좌'),
    account: account.accountNumber,
    holder: account.customerName,
    due: formatDateTime(due),
    order_url: orderUrl,
  }));
}

/** A refund the shop owed was sent: the orderer is told the amount, once per refund. */
export async function textRefund(db: Executor, order: TextOrder, refundId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  await send(db, order, 'refunded', `refund:${refundId}`, ({ en, orderUrl }) => ({
    amount: amountOf(amount, en),
    order_url: orderUrl,
  }));
}
