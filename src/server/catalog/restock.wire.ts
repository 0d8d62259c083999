import { z } from 'astro/zod';
import { idOf, optionId } from '../cart/cart.schema.ts';
import { fromWire } from '../http/wire-names.ts';
import { PRODUCT_REF_NAMES } from './product.serializer.ts';

export const RESTOCK_WIRE_NAMES = PRODUCT_REF_NAMES;

/** `POST /api/v1/restock-alerts`: the sold-out product and, for a product with options, the option. */
export const restockAlertBody = z
  .object({ it_id: idOf('상품을 올바르게 지정해 주세요.'), option_id: optionId })
  .transform(fromWire(RESTOCK_WIRE_NAMES));

/** `GET /api/v1/restock-alerts?it_id=`: the member's waiting requests, of one product when named. */
export const restockAlertQuery = z
  .object({ it_id: idOf('상품을 올바르게 지정해 주세요.').optional() })
  .transform(fromWire(RESTOCK_WIRE_NAMES));
