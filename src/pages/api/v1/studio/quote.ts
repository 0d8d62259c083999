import { studioLang } from '~/lib/studio/messages';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { toQuoteWire } from '~/server/studio/studio.serializer';
import { quote } from '~/server/studio/studio.service';
import { quoteBody } from '~/server/studio/studio.wire';

/** The server's price of a composition (anyone may ask); every rule is checked again, a broken one is a 422 in the shop's language. */
export const POST = endpoint(async (ctx) => {
  const { composition, quantity } = await parseBody(quoteBody, ctx.request);
  return { data: toQuoteWire(await quote(composition, quantity, studioLang(ctx.locals.lang))) };
});
export const ALL = otherMethods('POST');
