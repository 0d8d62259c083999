import { PAGER_DEFAULT_PER_PAGE } from '~/lib/constants';
import { cartOwnerOf } from '~/server/cart/cart-owner';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { ValidationError } from '~/server/http/errors';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseBody, parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { grantOrderAccess } from '~/server/order-views/guest-access';
import { IDEMPOTENCY_KEY, listQuery, placeOrderBody } from '~/server/orders/order.schema';
import { serializeOrderSummary, soldOutConflict, toOrderWire } from '~/server/orders/order.serializer';
import { memberOrders, orderFor } from '~/server/orders/order.service';
import { placeOrder, SoldOutError } from '~/server/orders/placement.service';

const memberOrdersQuery = listQuery.and(pageQuery(PAGER_DEFAULT_PER_PAGE));

/** The member's orders: `status`, `period` (1, 3 or 6 months) or `from`/`to`, `page`, `per_page`. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const q = parseQuery(memberOrdersQuery, ctx.url);
  return mapPage(await memberOrders(member.id, q, q.page, q.perPage), serializeOrderSummary);
});

/** Places an order (201); a retry with the same Idempotency-Key and body answers the same order (200). */
export const POST = endpoint(async (ctx) => {
  const key = ctx.request.headers.get('idempotency-key')?.trim() ?? '';
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new ValidationError({ idempotency_key: ['Idempotency-Key 헤더에 8~128자의 주문 요청 키를 보내 주세요.'] });
  }
  const input = await parseBody(placeOrderBody, ctx.request);
  const member = ctx.locals.session?.member;
  const { order, created } = await placeOrder(cartOwnerOf(ctx), input, key).catch((err: unknown) => {
    throw err instanceof SoldOutError ? soldOutConflict(err) : err;
  });
  // The visitor's browser may see the order it placed (confirmation page, detail) without a look-up.
  if (!member) await grantOrderAccess(ctx, order.od_id);
  const viewer = member ? { memberId: member.id } : { visitorOrders: [order.od_id] };
  return json(
    {
      message: created ? '주문이 접수되었습니다.' : '이미 접수된 주문입니다.',
      od_id: order.od_id,
      redirect: `/shop/order/${order.od_id}/confirm`,
      order: toOrderWire(await orderFor(viewer, order.od_id)),
    },
    { status: created ? 201 : 200 },
  );
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
