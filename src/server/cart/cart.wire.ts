import { z } from 'astro/zod';
import { PRODUCT_REF_NAMES } from '../catalog/product.serializer.ts';
import { fromWire } from '../http/wire-names.ts';
import { idOf, optionId, quantity } from './cart.schema.ts';

/** The cart fields the spec names differently: the product is `it_id`. */
export const CART_WIRE_NAMES = PRODUCT_REF_NAMES;

/** `POST /api/v1/cart/lines`, read into the shop's own names (`product_id`). */
export const addLineBody = z
  .object({
    it_id: idOf('상품을 올바르게 지정해 주세요.'),
    option_id: optionId,
    quantity: quantity.default(1),
    /** Buy now: the line holds exactly this quantity instead of adding to what the cart has. */
    buy_now: z.boolean({ error: 'buy_now는 true 또는 false여야 합니다.' }).default(false),
  })
  .transform(fromWire(CART_WIRE_NAMES));

/** Most options one request may add at once. */
export const MAX_LINES_AT_ONCE = 50;

/** `POST /api/v1/cart/lines/batch`: several options of one product at once, each with its quantity. */
export const addLinesBody = z
  .object({
    it_id: idOf('상품을 올바르게 지정해 주세요.'),
    lines: z
      .array(z.object({ option_id: optionId, quantity: quantity.default(1) }), { error: '담을 상품을 선택해 주세요.' })
      .min(1, { error: '옵션을 선택해 주세요.' })
      .max(MAX_LINES_AT_ONCE, { error: `한 번에 ${MAX_LINES_AT_ONCE}개까지 담을 수 있습니다.` }),
    buy_now: z.boolean({ error: 'buy_now는 true 또는 false여야 합니다.' }).default(false),
  })
  .transform(fromWire(CART_WIRE_NAMES));
