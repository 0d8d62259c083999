import { anyBody, outlineFrom, templateBody, trendFields } from '~/server/admin-templates/admin-template.schema';
import { adminTrend, checkedTemplate, updateTrend } from '~/server/admin-templates/admin-template.service';
import { blocksOf } from '~/server/admin-templates/template-blocks';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody, parseWith } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** One weekly line-up with its template as the stored tree and as the editor's outline (`blocks`). */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const trend = await adminTrend(idParam(ctx.params.id));
  return { data: { ...trend, blocks: blocksOf(trend.template) } };
});

/** A new title and template (as for the CMS pages); 422 naming each block's problem. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const id = idParam(ctx.params.id);
  const body = await parseBody(anyBody, ctx.request);
  const raw = parseWith(templateBody, body);
  const fields = parseWith(trendFields, body);
  const template = checkedTemplate(outlineFrom(raw), raw.template);
  const data = await updateTrend(admin, id, { ...fields, template });
  return { data, message: '위클리 라인업을 저장했습니다. 손님에게 바로 보입니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT');
