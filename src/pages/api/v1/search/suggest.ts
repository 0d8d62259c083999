import { cachePolicy, tags } from '~/server/cache/policies';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { consume } from '~/server/http/rate-limit';
import { parseQuery } from '~/server/http/validate';
import { priceFormatterFor } from '~/server/money';
import { suggestQuery } from '~/server/search/search.schema';
import { toSuggestionsWire } from '~/server/search/suggest.serializer';
import { SUGGEST_LIMIT, suggest } from '~/server/search/suggest.service';

/** Type-ahead for the search boxes: products, categories and popular keywords for what is typed so far. */
export const GET = endpoint(async (ctx) => {
  await consume(SUGGEST_LIMIT, clientIp(ctx));
  const { q } = parseQuery(suggestQuery, ctx.url);
  const [found, format] = await Promise.all([suggest(q, ctx.locals.lang), priceFormatterFor(ctx.locals)]);
  // The same for every visitor of a language and currency: kept briefly, like search results.
  ctx.cache.set(cachePolicy('short', [tags.products, ...found.products.map((p) => tags.product(p.id))]));
  return toSuggestionsWire(found, format);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
