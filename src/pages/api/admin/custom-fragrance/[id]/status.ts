import { adminActor } from '~/server/audit/actor';
import { CUSTOM_ORDER_MESSAGES, statusChangeFields } from '~/server/custom-orders/custom-order.schema';
import { toAdminCustomOrderWire } from '~/server/custom-orders/custom-order.serializer';
import { moveByShop } from '~/server/custom-orders/custom-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** The shop moves a custom order: `{ status, note?, amount? }`; a move the rules refuse is a 409. Audited. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'orders');
  const id = idParam(ctx.params.id);
  const input = await parseBody(statusChangeFields, ctx.request);
  return { data: toAdminCustomOrderWire(await moveByShop(admin, id, input)), message: CUSTOM_ORDER_MESSAGES.moved };
});

export const ALL = otherMethods('POST');
