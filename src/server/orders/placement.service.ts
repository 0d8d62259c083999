import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { transact } from '../cache/after-commit.ts';
import { type CartOwner, findCart } from '../cart/cart-owner.ts';
import { openStudioOrders, studioPrices } from '../custom-orders/studio-line.service.ts';
import { withStudioPrice } from '../custom-orders/studio-line.ts';
import { getDb, type Tx } from '../db/client.ts';
import { cartLines, orderLines, orderStatusHistory, orders } from '../db/schema/index.ts';
import { ConflictError, ValidationError } from '../http/errors.ts';
import { saveOrderAddress } from '../members/address.service.ts';
import { hashPassword } from '../members/password.ts';
import { depositDeadline } from '../payments/bank.ts';
import { shopSettings } from '../settings/settings.service.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import { attachSignups, classPrices } from '../workshop/class-line.service.ts';
import { withClassPrice } from '../workshop/class-line.ts';
import { lockedOptions, lockedProducts, priceCartLines, unusedCoupons } from './checkout.repository.ts';
import { assembleQuote, MISSING_LINES } from './checkout.service.ts';
import { unorderableLines } from './checkout.ts';
import { lockPoints, postPoints, takeCoupon, takeStock } from './holdings.ts';
import { newOdId } from './od-id.ts';
import { isRetryable, orderByKey, violatedConstraint } from './order.repository.ts';
import type { PlaceOrderInput } from './order.schema.ts';
import { tellOrderer } from './order-notices.ts';
import type { OrderRow } from './order-status.service.ts';

export type Placed = { order: OrderRow; created: boolean };

const KEY_REUSED = '이 주문 요청 키는 다른 주문 내용에 이미 쓰였습니다. 주문서를 새로 열어 다시 시도해 주세요.';

/** A fingerprint of who asked for what; the visitor's password is left out so it is never stored in any form but argon2. */
export function requestHash(owner: CartOwner, input: PlaceOrderInput): string {
  const { password: _password, ...rest } = input;
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  const who = owner.memberId !== undefined ? `m:${owner.memberId}` : `v:${owner.cartKey ?? ''}`;
  return createHash('sha256')
    .update(JSON.stringify([who, canonical(rest)]))
    .digest('hex');
}

class LinesGone extends Error {}

/** A line that could not be ordered, with the stock left (never below zero). */
export type SoldOutLine = { product_id: number; option_id: number | null; name: string; stock: number };

/** A 409: some lines are sold out or short of stock; the message names the products. */
export class SoldOutError extends ConflictError {
  constructor(readonly lines: SoldOutLine[]) {
    const names = [...new Set(lines.map((l) => l.name))];
    super(`품절되었거나 재고가 부족한 상품이 있습니다: ${names.join(', ')}`);
  }
}

function sameRequest(found: OrderRow, hash: string): Placed {
  if (found.request_hash !== hash) throw new ValidationError({ idempotency_key: [KEY_REUSED] });
  return { order: found, created: false };
}

/**
 * Places an order from the owner's chosen cart lines, in one transaction: the lines leave the cart,
 * product and option rows are locked in id order, everything is priced again from the database
 * (nothing the client says about money counts), stock is taken (never below zero), the coupon and
 * the points are taken, the address joins the member's list when asked (배송지 목록에 추가), and
 * the order, its line snapshots, its first history row and the member's notification are written.
 * A sold-out line is a 409 naming the products, with nothing taken. The same `key` with the same
 * request answers the order already placed.
 */
export async function placeOrder(
  owner: CartOwner,
  input: PlaceOrderInput,
  key: string,
  now = new Date(),
): Promise<Placed> {
  const isMember = owner.memberId !== undefined;
  if (!isMember && !input.password) {
    throw new ValidationError({ password: ['비회원 주문 조회에 쓸 주문 비밀번호를 8자 이상 입력해 주세요.'] });
  }
  const db = await getDb();
  const hash = requestHash(owner, input);
  const earlier = await orderByKey(db, key);
  if (earlier) return sameRequest(earlier, hash);

  const [settings, cart, passwordHash] = await Promise.all([
    shopSettings(),
    findCart(db, owner),
    isMember || !input.password ? Promise.resolve(null) : hashPassword(input.password),
  ]);
  if (!cart) throw new ValidationError({ lines: [MISSING_LINES] });

  for (let attempt = 0; ; attempt++) {
    try {
      const order = await transact(db, (tx) =>
        placeIn(tx, { owner, input, key, hash, now, settings, cartId: cart.id, passwordHash }),
      );
      return { order, created: true };
    } catch (err) {
      if (err instanceof LinesGone || violatedConstraint(err) === 'orders_idempotency_key') {
        // A request with this key got there first (the lines left the cart with it).
        const found = await orderByKey(db, key);
        if (found) return sameRequest(found, hash);
        if (err instanceof LinesGone) throw new ValidationError({ lines: [MISSING_LINES] });
      }
      if (isRetryable(err) && attempt < 3) continue;
      throw err;
    }
  }
}

type PlaceArgs = {
  owner: CartOwner;
  input: PlaceOrderInput;
  key: string;
  hash: string;
  now: Date;
  settings: ShopSettings;
  cartId: number;
  passwordHash: string | null;
};

async function placeIn(tx: Tx, a: PlaceArgs): Promise<OrderRow> {
  const { input, owner, now, settings } = a;
  const memberId = owner.memberId ?? null;
  // Taking the lines out of the cart first locks them: a second order of the same lines waits, then finds them gone.
  const taken = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cart_id, a.cartId), inArray(cartLines.id, input.lines)))
    .returning({
      id: cartLines.id,
      product_id: cartLines.product_id,
      option_id: cartLines.option_id,
      quantity: cartLines.quantity,
      created_at: cartLines.created_at,
      formula_id: cartLines.formula_id,
      composition: cartLines.composition,
      signup_id: cartLines.signup_id,
    });
  if (taken.length !== input.lines.length) throw new LinesGone();
  taken.sort((x, y) => x.created_at.getTime() - y.created_at.getTime() || x.id - y.id);

  const productRows = await lockedProducts(tx, taken, true);
  const optionRows = await lockedOptions(tx, taken, true);
  // Studio lines are quoted again here, inside the order's transaction, like every other price.
  const studio = await studioPrices(tx, taken);
  const classes = await classPrices(tx, taken, now);
  const lines = priceCartLines(taken, productRows, optionRows).map((l) =>
    withClassPrice(withStudioPrice(l, studio.get(l.line_id)), classes.get(l.line_id)),
  );
  const short = unorderableLines(lines);
  if (short.length) {
    throw new SoldOutError(
      short.map((s) => ({
        product_id: s.product_id,
        option_id: s.option_id,
        name: s.name,
        stock: Math.max(s.stock, 0),
      })),
    );
  }
  if (lines.some((l) => l.is_custom) && !input.agreements.custom_made) {
    throw new ValidationError({ 'agreements.custom_made': ['주문 제작 상품의 취소·반품 제한에 동의해 주세요.'] });
  }

  const usesCoupon = memberId !== null && input.coupon_id !== undefined;
  const usesPoints = memberId !== null && input.points > 0;
  const balance = usesPoints && memberId !== null ? await lockPoints(tx, memberId) : 0;
  const coupons = memberId === null ? null : usesCoupon ? await unusedCoupons(tx, memberId, input.coupon_id) : [];
  const choice = { zonecode: input.recipient.zonecode, coupon_id: input.coupon_id, points: input.points };
  const quote = assembleQuote({ lines, settings, coupons, balance: memberId === null ? null : balance, now }, choice);
  const amounts = quote.amounts;
  const free = amounts.total === 0;

  const values = {
    member_id: memberId,
    guest_password_hash: a.passwordHash,
    status: free ? 'paid' : 'awaiting_deposit',
    orderer_name: input.orderer.name,
    orderer_mobile: input.orderer.mobile,
    orderer_email: input.orderer.email,
    recipient_name: input.recipient.name,
    recipient_mobile: input.recipient.mobile,
    zonecode: input.recipient.zonecode,
    address1: input.recipient.address1,
    address2: input.recipient.address2,
    delivery_message: input.delivery_message,
    items_total: amounts.items_total,
    discount_total: amounts.discount_total,
    coupon_discount: amounts.coupon_discount,
    member_coupon_id: usesCoupon ? (input.coupon_id ?? null) : null,
    points_used: amounts.points_used,
    shipping_fee: amounts.shipping_fee,
    total: amounts.total,
    payment_method: input.payment_method,
    depositor_name: input.depositor_name || input.orderer.name,
    deposit_deadline: free ? null : depositDeadline(now, settings.orders),
    // A cash receipt is the shop's to issue for a bank transfer; Toss issues its own for its methods.
    cash_receipt_type: input.payment_method === 'bank' ? (input.cash_receipt?.type ?? null) : null,
    cash_receipt_number: input.payment_method === 'bank' ? (input.cash_receipt?.number ?? null) : null,
    agreements: Object.fromEntries(quote.agreements.map((g) => [g.key, now.toISOString()])),
    idempotency_key: a.key,
    request_hash: a.hash,
    paid_at: free ? now : null,
    created_at: now,
    updated_at: now,
  };
  const order = await insertWithNumber(tx, values, now);

  await tx.insert(orderLines).values(
    lines.map((l) => {
      const unit = l.price.unit_price ?? 0;
      return {
        order_id: order.id,
        product_id: l.product_id,
        option_id: l.option_id,
        product_name: l.name,
        product_name_en: l.name_en,
        option_name: l.option_name,
        unit_price: unit,
        quantity: l.quantity,
        line_total: unit * l.quantity,
        is_custom: l.is_custom,
      };
    }),
  );
  // A class line holds seats, not stock: its seats were taken when the member signed up.
  await takeStock(
    tx,
    lines.filter((l) => !classes.has(l.line_id)),
  );
  await openStudioOrders(tx, order, taken, lines);
  await attachSignups(tx, order, taken, now);
  if (usesPoints && memberId !== null) {
    await postPoints(tx, {
      memberId,
      balance,
      amount: -amounts.points_used,
      kind: 'use',
      reason: `주문 ${order.od_id} 결제 시 사용`,
      orderId: order.id,
    });
  }
  // 배송지 목록에 추가: under the member's lock, before the coupon's (the shared lock order).
  if (memberId !== null && input.save_address) await saveOrderAddress(tx, memberId, input.recipient, now);
  if (usesCoupon && memberId !== null && input.coupon_id !== undefined) {
    await takeCoupon(tx, input.coupon_id, memberId, order.id, now);
  }
  await tx.insert(orderStatusHistory).values({
    order_id: order.id,
    from_status: null,
    to_status: order.status,
    actor: memberId === null ? 'visitor' : String(memberId),
    note: free ? '결제할 금액이 없어 결제완료로 접수' : '',
    created_at: now,
  });
  const told = order.status === 'paid' ? 'paid' : 'awaiting_deposit';
  await tellOrderer(tx, memberId, told, order);
  return order;
}

/** Inserts the order under a fresh 16-digit number, trying again when the number is taken. */
async function insertWithNumber(tx: Tx, values: Omit<typeof orders.$inferInsert, 'od_id'>, now: Date) {
  for (let attempt = 0; attempt < 250; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, od_id: newOdId(now, attempt) })
      .onConflictDoNothing({ target: orders.od_id })
      .returning();
    if (row) return row;
  }
  throw new Error('no free order number');
}
