import { type PricedOption, type PricedProduct, priceLine } from '../catalog/pricing.ts';
import { ConflictError } from '../http/errors.ts';

/** A product and its chosen option as the cart checks them. */
export type Goods = {
  product: PricedProduct & { name: string; has_options: boolean };
  option: (PricedOption & { id: number; name: string }) | null;
};

/** How a message names the goods: the product, with the option in brackets. */
export function goodsName(g: Goods): string {
  return g.option ? `${g.product.name} (${g.option.name})` : g.product.name;
}

/**
 * The cart's stock rule: the goods must be on sale and in stock, and a line may hold at most the stock.
 * Anything else is a 409 whose message names the product; `inCart` is what the line already holds.
 * Answers the stock.
 */
export function checkStock(g: Goods, wanted: number, inCart = 0): number {
  const price = priceLine(g.product, g.option, g.product.has_options);
  const name = goodsName(g);
  if (!price.available) {
    if (price.reason === 'sold_out') throw new ConflictError(`'${name}' 상품은 품절되었습니다.`, { stock: 0 });
    if (price.reason === 'option_required') throw new ConflictError(`'${name}' 상품은 옵션을 선택해 주세요.`);
    throw new ConflictError(`'${name}' 상품은 지금 구매할 수 없습니다.`);
  }
  if (wanted <= price.stock) return price.stock;
  const message =
    inCart > 0
      ? `'${name}' 상품의 재고가 부족합니다. 장바구니에 ${inCart}개가 있어 ${Math.max(0, price.stock - inCart)}개까지 더 담을 수 있습니다.`
      : `'${name}' 상품의 재고가 부족합니다. ${price.stock}개까지 주문할 수 있습니다.`;
  throw new ConflictError(message, { stock: price.stock, in_cart: inCart });
}
