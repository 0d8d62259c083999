import { memberListQuery } from '~/server/admin-members/admin-member.schema';
import { toMemberListWire } from '~/server/admin-members/admin-member.serializer';
import { memberPage } from '~/server/admin-members/admin-member.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Members, newest first; `q` matches id, name, e-mail or mobile, `blocked=1|0` narrows to blocked or not. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'members');
  const { page, perPage, ...filters } = parseQuery(memberListQuery, ctx.url);
  return mapPage(await memberPage(filters, page, perPage), toMemberListWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
