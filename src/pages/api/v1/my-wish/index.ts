import { z } from 'astro/zod';
import { WISHLIST_PAGE_SIZE } from '~/lib/constants';
import { PRODUCT_REF_NAMES } from '~/server/catalog/product.serializer';
import { toWishRefWire, toWishWire } from '~/server/catalog/wishlist.serializer';
import { addWish, wishPage } from '~/server/catalog/wishlist.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseBody, parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';

const listQuery = z
  .object({
    sort: z.enum(['wi_id'], { error: 'sort는 wi_id여야 합니다.' }).default('wi_id'),
    order: z.enum(['asc', 'desc'], { error: 'order는 asc 또는 desc여야 합니다.' }).default('desc'),
  })
  .and(pageQuery(WISHLIST_PAGE_SIZE));

const addBody = z.object({
  it_id: z.coerce
    .number({ error: '상품 번호가 필요합니다.' })
    .int({ error: '상품 번호가 올바르지 않습니다.' })
    .min(1, { error: '상품 번호가 올바르지 않습니다.' })
    .max(2_147_483_647, { error: '상품 번호가 올바르지 않습니다.' }),
});

/** Spec 7: the member's wishlist, page by page (5 per page, wi_id desc). */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return mapPage(await wishPage(member.id, parseQuery(listQuery, ctx.url)), toWishWire);
});

/** Spec 4: adds the product; 201 for a new entry, 200 with the existing one when it is already there. */
export const POST = endpoint(
  async (ctx) => {
    const member = requireMember(ctx);
    const { it_id } = await parseBody(addBody, ctx.request);
    const { created, ...entry } = await addWish(member.id, it_id);
    return json(toWishRefWire(entry), { status: created ? 201 : 200 });
  },
  { wireNames: PRODUCT_REF_NAMES },
);

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
