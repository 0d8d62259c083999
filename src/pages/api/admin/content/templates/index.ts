import { allTemplates } from '~/server/admin-templates/admin-template.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { requireAdmin } from '~/server/members/require';

/** The CMS pages (the home banner and its kin) and the weekly line-ups, with their templates. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  return { data: await allTemplates() };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
