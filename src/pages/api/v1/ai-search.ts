import { toProductCardWire } from '~/server/catalog/product.serializer';
import { withWishes } from '~/server/catalog/wishlist.service';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { consume } from '~/server/http/rate-limit';
import { parseBody } from '~/server/http/validate';
import { priceFormatterFor } from '~/server/money';
import { AI_SEARCH_LIMIT, aiSearch } from '~/server/search/ai-search.service';
import { aiSearchBody } from '~/server/search/search.schema';

/** Spec 2.2: a question in Korean or English → understood filters as chips, and products with reasons. */
export const POST = endpoint(async (ctx) => {
  await consume(AI_SEARCH_LIMIT, clientIp(ctx));
  const { question, drop } = await parseBody(aiSearchBody, ctx.request);
  const format = await priceFormatterFor(ctx.locals);
  const answer = await aiSearch({ question, drop, lang: ctx.locals.lang, format: (krw) => format(krw) });
  const cards = await withWishes(answer.products, ctx.locals.session?.member?.id);
  return { ...answer, products: cards.map((c) => ({ ...toProductCardWire(c), reason: c.reason })) };
});
export const ALL = otherMethods('POST');
