import { ttlCache } from '~/server/cache';
import type { ProductCardWire } from '~/server/catalog/product.serializer';
import { categoryFilter, productPage } from '~/server/catalog/product.service';
import { productListQuery } from '~/server/catalog/product-query';
import { withWishes } from '~/server/catalog/wishlist.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';
import { sharedCacheSeconds } from '~/server/http/page-cache';
import type { Page } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';

/**
 * A list is the same for everyone until a member's hearts are added, so lists are kept for as long
 * as category pages are (15 s, or `CACHE_SECONDS`): a large catalog's sorts and counts run once per
 * list, not per request.
 */
const lists = ttlCache<Page<ProductCardWire>>(sharedCacheSeconds(15) * 1000);

/** Product list cards (spec 3) of the whole shop or one category, sorted and filtered, page by page. */
export const GET = endpoint(async (ctx) => {
  const q = parseQuery(productListQuery, ctx.url);
  const scope = q.category_id === undefined ? {} : await categoryFilter(q.category_id);
  if (!scope) throw new NotFoundError('카테고리를 찾을 수 없습니다.');
  const key = JSON.stringify(q);
  const page = await lists.get(key, () =>
    productPage({
      ...scope,
      discountedOnly: scope.discountedOnly || q.sale,
      minPrice: q.min_price,
      maxPrice: q.max_price,
      inStockOnly: q.in_stock,
      sort: q.sort,
      page: q.page,
      perPage: q.perPage,
    }),
  );
  return { ...page, data: await withWishes(page.data, ctx.locals.session?.member?.id) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
