/**
 * 재입고 알림: members ask to be told when a sold-out product or option is back; wherever stock is
 * raised (an operator's change, a cancelled order's stock put back) the waiting requests whose stock
 * returned get their mail and text message in the outbox, once, in the same transaction as the raise.
 */

import { config } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { queueMemberMessage } from '../messages/message.service.ts';
import {
  alertsNowInStock,
  deleteWaitingAlert,
  insertAlert,
  markNotified,
  type RestockAlertRow,
  restockTarget,
  siteOriginSetting,
  waitingAlertsOf,
} from './restock.repository.ts';

export type RestockAlert = { id: number; product_id: number; option_id: number | null; created_at: Date };

const alertOf = (r: RestockAlertRow): RestockAlert => ({
  id: r.id,
  product_id: r.product_id,
  option_id: r.option_id,
  created_at: r.created_at,
});

export const RESTOCK_MESSAGES = {
  noProduct: '상품을 찾을 수 없습니다.',
  chooseOption: '알림 받을 옵션을 선택해 주세요.',
  noOption: '선택할 수 없는 옵션입니다.',
  inStock: '재고가 있는 상품입니다. 지금 구매하실 수 있습니다.',
  duplicate: '이미 재입고 알림을 신청했습니다.',
  notFound: '재입고 알림 신청을 찾을 수 없습니다.',
} as const;

/**
 * A member asks for a restock alert on a sold-out product (without options) or a sold-out option.
 * Something in stock, an unknown product or a product with options named without one is a 422;
 * asking twice for the same while waiting is a 409.
 */
export async function requestRestockAlert(
  memberId: number,
  input: { product_id: number; option_id?: number | undefined },
): Promise<RestockAlert> {
  const db = await getDb();
  const optionId = input.option_id ?? null;
  const target = await restockTarget(db, input.product_id, optionId);
  if (target?.product.status !== 'active') {
    throw new ValidationError({ product_id: [RESTOCK_MESSAGES.noProduct] });
  }
  if (optionId === null && target.hasOptions) throw new ValidationError({ option_id: [RESTOCK_MESSAGES.chooseOption] });
  if (target.option === undefined || (target.option && !target.option.is_active)) {
    throw new ValidationError({ option_id: [RESTOCK_MESSAGES.noOption] });
  }
  const stock = target.option ? target.option.stock : target.product.stock;
  if (stock > 0)
    throw new ValidationError({ [target.option ? 'option_id' : 'product_id']: [RESTOCK_MESSAGES.inStock] });
  const row = await insertAlert(db, memberId, input.product_id, optionId);
  if (!row) throw new ConflictError(RESTOCK_MESSAGES.duplicate);
  return alertOf(row);
}

/** The member's waiting requests, of one product or all. */
export async function waitingRestockAlerts(memberId: number, productId?: number): Promise<RestockAlert[]> {
  return (await waitingAlertsOf(await getDb(), memberId, productId)).map(alertOf);
}

export async function cancelRestockAlert(memberId: number, id: number): Promise<void> {
  if (!(await deleteWaitingAlert(await getDb(), memberId, id))) throw new NotFoundError(RESTOCK_MESSAGES.notFound);
}

/** The restock mail: which product (and option) is back, and where to buy it. */
export function restockMail(
  a: { member_name: string; product_name: string; option_name: string | null },
  link: string,
) {
  const what = a.option_name ? `${a.product_name} (${a.option_name})` : a.product_name;
  return {
    subject: `[에반스캔들] 재입고 알림: ${what}`,
    body: `${a.member_name}님, 기다리시던 ${what} 상품이 다시 입고되었습니다.\n\n지금 구매하기: ${link}\n\n재고가 한정되어 있어 빠르게 품절될 수 있습니다.`,
  };
}

/**
 * After stock of these products was raised, in the same transaction: each waiting request whose
 * product or option is in stock again gets one mail in the outbox and is marked told.
 */
export async function notifyRestocked(tx: Executor, productIds: readonly number[]): Promise<number> {
  const due = await alertsNowInStock(tx, productIds);
  if (due.length === 0) return 0;
  // Read in this transaction: on the embedded database a query outside it would wait for it to end.
  const origin = (config.publicOrigin ?? (await siteOriginSetting(tx)) ?? '').replace(/\/+$/, '');
  const mails = due.map((a) => ({ to: a.email, ...restockMail(a, `${origin}/shop/product/${a.product_id}`) }));
  await markNotified(
    tx,
    due.map((a) => a.id),
    mails,
  );
  for (const a of due) {
    await queueMemberMessage(tx, {
      event: 'restock',
      key: `restock:${a.id}`,
      memberId: a.member_id,
      variables: (language) => {
        const en = language === 'en';
        const product = (en && a.product_name_en) || a.product_name;
        const option = (en && a.option_name_en) || a.option_name;
        return {
          product: option ? `${product} (${option})` : product,
          product_url: `${origin}/shop/product/${a.product_id}`,
        };
      },
    });
  }
  return due.length;
}
