import type { LinePrice } from '../catalog/pricing.ts';
import { ValidationError } from '../http/errors.ts';
import type { CartLineForCheckout } from '../orders/checkout.ts';
import { type LineViewFields, ownPricedLine, ownPricedView } from '../orders/own-priced-line.ts';

/**
 * A TSSA class line: carried by the class's own (hidden) product, priced by its sign-up (the fee for
 * each head as it was when the seat was taken), not made to order, shipping nothing, and orderable
 * only while its sign-up still waits for payment with the same head count.
 */
export type ClassPrice = { unitPrice: number; headCount: number; name: string; nameEn: string } | { refused: string };

export const CLASS_LINE_NAME = (title: string, titleEn: string, when: string, whenEn: string) => ({
  name: `[TSSA 클래스] ${title} · ${when}`,
  nameEn: `[TSSA class] ${titleEn} · ${whenEn}`,
});

export const CLASS_LINE_REFUSED = { refused: '결제할 수 없는 클래스 신청입니다.' };
/** The price as the line stands: refused when its quantity is no longer the sign-up's head count. */
const asItStands = (price: ClassPrice, quantity: number) =>
  'refused' in price || quantity !== price.headCount ? CLASS_LINE_REFUSED : price;

export function withClassPrice(line: CartLineForCheckout, price: ClassPrice | undefined): CartLineForCheckout {
  if (!price) return line;
  const own = asItStands(price, line.quantity);
  const priced: LinePrice =
    'refused' in own
      ? { available: false, reason: 'not_for_sale', unit_price: null, list_price: null, stock: 0 }
      : { available: true, unit_price: own.unitPrice, list_price: own.unitPrice, stock: line.quantity };
  return { ...ownPricedLine(line, own, priced, false), ships: false };
}

/** A class line as the cart shows it: the class and session, the fee per head, no options. */
export function withClassView<V extends LineViewFields>(view: V, price: ClassPrice | undefined): V {
  if (!price) return view;
  const own = asItStands(price, view.quantity);
  const shown = ownPricedView(view, own, false);
  return 'refused' in own ? shown : { ...shown, available: true, unavailable_reason: null, ships: false };
}

const HEADS_FIXED = {
  ko: '클래스 수강 인원은 장바구니에서 바꿀 수 없습니다. 인원을 바꾸려면 신청을 취소하고 다시 신청해 주세요.',
  en: 'The number of people on a class sign-up cannot be changed in the cart. To change it, cancel the sign-up and sign up again.',
};

/**
 * A class line's quantity is its sign-up's head count: changing it in the cart is a 422 on `quantity`
 * (the line keeps its count and stays payable), not a line left unorderable. Other lines pass.
 */
export function checkClassQuantity(
  line: { signup_id?: number | null; quantity: number },
  quantity: number,
  lang: 'ko' | 'en' = 'ko',
): void {
  if (line.signup_id && quantity !== line.quantity) throw new ValidationError({ quantity: [HEADS_FIXED[lang]] });
}
