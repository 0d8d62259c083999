import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { myPointsQuery } from '~/server/points/point.http';
import { toPointEntryWire, toPointSummaryWire } from '~/server/points/point.serializer';
import { myPointPage, pointSummary } from '~/server/points/point.service';

/** The member's points ledger page by page over a period, newest first, with the balance and what lapses soon. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const q = parseQuery(myPointsQuery, ctx.url);
  const [page, summary] = await Promise.all([myPointPage(member.id, q), pointSummary(member.id)]);
  return { ...mapPage(page, toPointEntryWire), summary: toPointSummaryWire(summary) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
