import { toCustomOrderWire } from '~/server/custom-orders/custom-order.serializer';
import { customOrderPage } from '~/server/custom-orders/custom-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';

const listQuery = pageQuery(10);

/** The member's custom orders and signature-scent requests, newest first, each with its timeline. */
export const GET = endpoint(async (ctx) =>
  mapPage(await customOrderPage(requireMember(ctx).id, parseQuery(listQuery, ctx.url)), toCustomOrderWire),
);

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
