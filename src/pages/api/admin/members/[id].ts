import { z } from 'astro/zod';
import { toMemberDetailWire } from '~/server/admin-members/admin-member.serializer';
import { memberDetail } from '~/server/admin-members/admin-member.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { pageQuery } from '~/server/http/pagination';
import { idParam } from '~/server/http/params';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

const query = z.object({}).and(pageQuery(20));

/** One member: profile, latest orders, a page (`page=`) of the points ledger, usable coupons, inquiries, sessions. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'members');
  const id = idParam(ctx.params.id);
  const { page } = parseQuery(query, ctx.url);
  return { data: toMemberDetailWire(await memberDetail(id, page)) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
