import { cachePolicy, tags } from '~/server/cache/policies';
import { toProductCardWire } from '~/server/catalog/product.serializer';
import { categoryFilter, productPage } from '~/server/catalog/product.service';
import { productListQuery } from '~/server/catalog/product-query';
import { withWishes } from '~/server/catalog/wishlist.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';

/** Product list cards (spec 3) of the whole shop or one category, sorted and filtered, page by page. */
export const GET = endpoint(async (ctx) => {
  const q = parseQuery(productListQuery, ctx.url);
  const scope = q.category_id === undefined ? {} : await categoryFilter(q.category_id);
  if (!scope) throw new NotFoundError('카테고리를 찾을 수 없습니다.');
  const page = await productPage({
    ...scope,
    discountedOnly: scope.discountedOnly || q.sale,
    minPrice: q.min_price,
    maxPrice: q.max_price,
    inStockOnly: q.in_stock,
    sort: q.sort,
    page: q.page,
    perPage: q.perPage,
  });
  // The same for every visitor until a member's hearts are added (members are never shared).
  ctx.cache.set(cachePolicy('short', [tags.products, ...page.data.map((p) => tags.product(p.id))]));
  const cards = await withWishes(page.data, ctx.locals.session?.member?.id);
  return mapPage({ ...page, data: cards }, toProductCardWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
