import type { Currency, Language } from '~/lib/constants';
import type { QuoteLineWire, QuoteWire } from '~/server/orders/quote.serializer';

/** A line of the server's breakdown, as the quote API writes it. */
export type QuoteLine = QuoteLineWire;

/** The server's breakdown (POST /api/v1/checkout/quote), typed by the API's own serializer. */
export type Quote = QuoteWire;

export type SavedAddress = {
  id: number;
  label: string;
  recipient_name: string;
  recipient_mobile: string;
  zonecode: string;
  address1: string;
  address2: string;
};

/** The page's words, translated on the server. */
export type CheckoutWords = Record<
  | 'loginForPoints'
  | 'loginForPointsHint'
  | 'ordererTitle'
  | 'recipientTitle'
  | 'name'
  | 'mobile'
  | 'email'
  | 'sameAsOrderer'
  | 'savedAddresses'
  | 'typeAddress'
  | 'saveAddress'
  | 'zonecode'
  | 'searchAddress'
  | 'address1'
  | 'address2'
  | 'deliveryMessage'
  | 'deliveryChoose'
  | 'deliveryTyped'
  | 'deliveryTypedLabel'
  | 'discountTitle'
  | 'coupon'
  | 'noCoupon'
  | 'couponOff'
  | 'points'
  | 'allPoints'
  | 'pointsHint'
  | 'paymentTitle'
  | 'bank'
  | 'toss'
  | 'bankAccount'
  | 'copy'
  | 'copyAccount'
  | 'copied'
  | 'copyFailed'
  | 'depositDeadline'
  | 'depositor'
  | 'cashReceipt'
  | 'receiptNone'
  | 'receiptPhone'
  | 'receiptBusiness'
  | 'receiptNumber'
  | 'guestTitle'
  | 'guestHint'
  | 'password'
  | 'passwordConfirmation'
  | 'agreeTitle'
  | 'agreeAll'
  | 'agreeOrder'
  | 'agreePrivacyCarrier'
  | 'agreeCustomMade'
  | 'summaryTitle'
  | 'optionLabel'
  | 'itemsTotal'
  | 'discount'
  | 'pointsUsed'
  | 'shippingFee'
  | 'total'
  | 'free'
  | 'pay'
  | 'payAmount'
  | 'backToCart'
  | 'postcodeDown'
  | 'emptyCart'
  | 'soldOut'
  | 'orderName'
  | 'passwordMismatch'
  | 'tossDown',
  string
>;

/** Everything the order form needs, worked out by the server for the first paint. */
export type CheckoutProps = {
  /** Cart line ids to order. */
  lines: number[];
  /** The server's quote for those lines at the member's default address; null when it could not be made. */
  quote: Quote | null;
  member: { name: string; mobile: string; email: string } | null;
  addresses: SavedAddress[];
  /** How many addresses a member may keep: with that many, 배송지 목록에 추가 is not offered. */
  maxAddresses: number;
  pointsUnit: number;
  bank: { name: string; accountNo: string; holder: string; depositDays: number };
  deliveryMessages: string[];
  tossClientKey: string | null;
  lang: Language;
  currency: Currency;
  krwPerUsd: number;
  words: CheckoutWords;
  /** The login page, coming back to this order form (offered to visitors). */
  loginHref: string;
};

/** Form fields named with dots (`recipient.zonecode`) become the nested JSON the server reads. */
export function nestedBody(entries: [string, FormDataEntryValue | boolean][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const path = name.split('.');
    let node = out;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[path.at(-1) as string] = value;
  }
  return out;
}

/**
 * The order as the server reads it: every named control that is shown and enabled (a checkbox as
 * true or false, radios by their chosen value), nested by the dots in the names; the coupon and
 * points as numbers, an empty cash-receipt choice left out. The password confirmation stays here.
 */
export function orderBody(form: HTMLFormElement, lines: number[]): Record<string, unknown> {
  const entries: [string, FormDataEntryValue | boolean][] = [];
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || el.disabled || el.closest('[hidden]')) continue;
    if (el.type === 'radio' && !el.checked) continue;
    entries.push([el.name, el.type === 'checkbox' ? el.checked : el.value]);
  }
  const body = nestedBody(entries);
  delete body.password_confirmation;
  body.lines = lines;
  if (body.coupon_id === '') delete body.coupon_id;
  else if (body.coupon_id) body.coupon_id = Number(body.coupon_id);
  if ('points' in body) body.points = Number(body.points) || 0;
  const receipt = body.cash_receipt as { type?: string } | undefined;
  if (receipt && !receipt.type) delete body.cash_receipt;
  return body;
}

/** The quote's question for the form as it stands: the lines, the address's zonecode, coupon and points. */
export function quoteBody(form: HTMLFormElement, lines: number[]): Record<string, unknown> {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value;
  const points = form.elements.namedItem('points');
  return {
    lines,
    zonecode: value('recipient.zonecode') || undefined,
    coupon_id: value('coupon_id') ? Number(value('coupon_id')) : undefined,
    points: points ? Number(value('points')) || 0 : undefined,
  };
}
