import { z } from 'astro/zod';
import { PRODUCT_TYPES } from '~/lib/studio/types';
import { cachePolicy, tags } from '~/server/cache/policies';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { toCatalogueWire } from '~/server/studio/studio.serializer';
import { studioCatalogue } from '~/server/studio/studio.service';

const query = z.object({
  type: z.enum(PRODUCT_TYPES, { error: 'type은 candle, diffuser, spray 중 하나입니다.' }).optional(),
});

/** What the composer offers: product types with sizes, load ranges and bases, then oils, colours, vessels, lids and label rules. */
export const GET = endpoint(async (ctx) => {
  const { type } = parseQuery(query, ctx.url);
  const catalogue = await studioCatalogue(type);
  ctx.cache.set(
    cachePolicy('short', [
      tags.products,
      tags.settings,
      ...new Set(catalogue.materials.map((m) => tags.product(m.product_id))),
    ]),
  );
  return { data: toCatalogueWire(catalogue) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
