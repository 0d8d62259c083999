import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { toClassWire } from '~/server/workshop/tssa.serializer';
import { tssaClassByProduct } from '~/server/workshop/tssa-catalogue.service';

/** One class by its product id, with curriculum, kit, instructor and coming sessions; 404 when unknown or hidden. */
export const GET = endpoint(async (ctx) => ({
  data: toClassWire(await tssaClassByProduct(idParam(ctx.params.productId))),
}));

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
