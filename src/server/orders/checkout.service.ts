import { type CartOwner, findCart } from '../cart/cart-owner.ts';
import { getDb } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { shopSettings } from '../settings/settings.service.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import { tossConfig } from '../toss/toss.client.ts';
import { cartLinesForCheckout, pointBalance, unusedCoupons } from './checkout.repository.ts';
import {
  AGREEMENT_LABELS,
  type CartLineForCheckout,
  type CouponOffer,
  couponDiscount,
  couponProblem,
  goodsTotals,
  maxUsablePoints,
  orderTotals,
  pointsProblem,
  requiredAgreements,
  shippingFee,
  unorderableLines,
} from './checkout.ts';
import type { QuoteInput } from './order.schema.ts';

export const MISSING_LINES = '장바구니에 없는 상품이 포함되어 있습니다. 장바구니를 다시 확인해 주세요.';

/** What the rules need to price an order: the lines, and for a member the coupons and points held. */
export type QuoteData = {
  lines: CartLineForCheckout[];
  settings: ShopSettings;
  /** Null for a visitor, who has neither coupons nor points. */
  coupons: CouponOffer[] | null;
  balance: number | null;
  now: Date;
};

export type Choice = Pick<QuoteInput, 'zonecode' | 'coupon_id' | 'points'>;

/**
 * The whole breakdown for the order form: each line priced now (KRW) with whether it can be ordered,
 * the lines short of stock, amounts, shipping, the member's coupons and points, the agreements asked
 * for and the payment methods. A coupon or points that do not apply are a 422 on their field.
 */
export function assembleQuote(data: QuoteData, choice: Choice) {
  const { lines, settings, now } = data;
  const unorderable = unorderableLines(lines);
  const goods = goodsTotals(lines);
  const unshipped = lines.reduce(
    (sum, l) => sum + (l.ships === false && l.price.available ? l.price.unit_price * l.quantity : 0),
    0,
  );
  const shipping = shippingFee(goods.subtotal - unshipped, choice.zonecode, settings.shipping);
  const errors: Record<string, string[]> = {};

  const offers = (data.coupons ?? []).map((c) => {
    const reason = couponProblem(c, goods.subtotal, now);
    return { coupon: c, reason, discount: reason ? 0 : couponDiscount(c, goods.subtotal) };
  });
  let chosen: (typeof offers)[number] | undefined;
  if (choice.coupon_id !== undefined) {
    chosen = offers.find((o) => o.coupon.member_coupon_id === choice.coupon_id);
    if (data.coupons === null) errors.coupon_id = ['쿠폰은 로그인한 회원만 사용할 수 있습니다.'];
    else if (!chosen) errors.coupon_id = ['보유하지 않았거나 이미 사용한 쿠폰입니다.'];
    else if (chosen.reason) errors.coupon_id = [chosen.reason];
  }
  const couponOff = chosen && !chosen.reason ? chosen.discount : 0;
  const payable = goods.subtotal - couponOff + shipping.fee;
  const balance = data.balance ?? 0;
  if (choice.points > 0) {
    const why =
      data.balance === null
        ? '적립금은 로그인한 회원만 사용할 수 있습니다.'
        : pointsProblem(choice.points, balance, payable, settings.points);
    if (why) errors.points = [why];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const amounts = orderTotals(goods, shipping.fee, couponOff, choice.points);
  const required = requiredAgreements(lines);
  return {
    lines: lines.map((l) => ({
      id: l.line_id,
      product_id: l.product_id,
      product_name: l.name,
      product_name_en: l.name_en,
      option_id: l.option_id,
      option_name: l.option_name,
      option_name_en: l.option_name_en,
      thumb_image: l.thumb_image,
      quantity: l.quantity,
      is_custom: l.is_custom,
      available:
        l.price.available && !unorderable.some((u) => u.product_id === l.product_id && u.option_id === l.option_id),
      reason: l.price.available ? null : l.price.reason,
      price: l.price.unit_price,
      list_price: l.price.list_price,
      line_total: l.price.available ? l.price.unit_price * l.quantity : 0,
      stock: l.price.stock,
    })),
    unavailable: unorderable.map((u) => ({
      product_id: u.product_id,
      option_id: u.option_id,
      product_name: u.name,
      wanted: u.wanted,
      stock: u.stock,
    })),
    amounts,
    shipping,
    coupons:
      data.coupons === null
        ? null
        : offers.map((o) => ({
            id: o.coupon.member_coupon_id,
            name: o.coupon.name,
            name_en: o.coupon.name_en,
            discount: o.discount,
            applicable: !o.reason,
            reason: o.reason ?? null,
            expires_at: o.coupon.expires_at ?? o.coupon.ends_at,
          })),
    coupon: chosen ? { id: chosen.coupon.member_coupon_id, name: chosen.coupon.name, discount: couponOff } : null,
    points:
      data.balance === null
        ? null
        : {
            balance,
            unit: settings.points.unit,
            minimum: settings.points.minimum,
            max_usable: maxUsablePoints(balance, goods.subtotal - couponOff + shipping.fee, settings.points),
            used: choice.points,
            earn_rate_percent: settings.points.earn_rate_percent,
          },
    agreements: required.map((key) => ({ key, label: AGREEMENT_LABELS[key], required: true })),
    payment_methods: tossConfig() ? (['bank', 'toss'] as const) : (['bank'] as const),
    bank: { ...settings.bank, deposit_deadline_days: settings.orders.deposit_deadline_days },
  };
}
export type Quote = ReturnType<typeof assembleQuote>;

/** The quote for the owner's chosen cart lines, from current prices, coupons and points. */
export async function quoteCheckout(owner: CartOwner, input: QuoteInput, now = new Date()): Promise<Quote> {
  const [db, settings] = await Promise.all([getDb(), shopSettings()]);
  const cart = await findCart(db, owner);
  const lines = cart ? await cartLinesForCheckout(db, cart.id, input.lines) : [];
  if (lines.length !== input.lines.length) throw new ValidationError({ lines: [MISSING_LINES] });
  const memberId = owner.memberId;
  const [coupons, balance] =
    memberId === undefined
      ? [null, null]
      : await Promise.all([unusedCoupons(db, memberId), pointBalance(db, memberId)]);
  return assembleQuote({ lines, settings, coupons, balance, now }, input);
}
