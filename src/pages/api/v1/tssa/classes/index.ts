import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { catalogueQuery } from '~/server/workshop/tssa.schema';
import { toCatalogueWire } from '~/server/workshop/tssa.serializer';
import { tssaCatalogue } from '~/server/workshop/tssa-catalogue.service';

/** The course catalogue: classes by track and level with their coming sessions (`?track=&level=&month=YYYY-MM&seats=1`). */
export const GET = endpoint(async (ctx) => {
  const q = parseQuery(catalogueQuery, ctx.url);
  const filters = {
    ...(q.track ? { track: q.track } : {}),
    ...(q.level ? { level: q.level } : {}),
    ...(q.month ? { month: q.month } : {}),
    ...(q.seats ? { seats: true } : {}),
  };
  return { data: toCatalogueWire(await tssaCatalogue(filters)) };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
