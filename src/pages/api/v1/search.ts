import { cachePolicy, tags } from '~/server/cache/policies';
import { toProductCardWire } from '~/server/catalog/product.serializer';
import { withWishes } from '~/server/catalog/wishlist.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, toPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { keywordQuery } from '~/server/search/keyword';
import { searchQuery } from '~/server/search/search.schema';
import { searchPage } from '~/server/search/search.service';

/** Spec 2.6: product cards for a keyword, page by page; a blank keyword searches nothing. */
export const GET = endpoint(async (ctx) => {
  const q = parseQuery(searchQuery, ctx.url);
  const query = keywordQuery(q.keyword);
  if (!query) return { ...toPage([], 0, q.page, q.perPage), keyword: '', similar: false, corrected: null };
  const page = await searchPage(query, { sort: q.sort, page: q.page, perPage: q.perPage }, { count: true });
  // The same for every visitor until a member's hearts are added (members are never shared).
  ctx.cache.set(cachePolicy('short', [tags.products, ...page.data.map((p) => tags.product(p.id))]));
  const cards = await withWishes(page.data, ctx.locals.session?.member?.id);
  return mapPage({ ...page, data: cards }, toProductCardWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
