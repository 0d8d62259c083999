import { anyBody, cmsPageFields, outlineFrom, templateBody } from '~/server/admin-templates/admin-template.schema';
import { adminCmsPage, checkedTemplate, updateCmsPage } from '~/server/admin-templates/admin-template.service';
import { blocksOf } from '~/server/admin-templates/template-blocks';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody, parseWith } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** One CMS page with its template as the stored tree and as the editor's outline (`blocks`). */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const page = await adminCmsPage(idParam(ctx.params.id));
  return { data: { ...page, blocks: blocksOf(page.template) } };
});

/**
 * A new template (the outline as `blocks` or per-field lists, or the tree as `template`), links and
 * whether it shows; every problem of the template is a 422 naming its block.
 */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const id = idParam(ctx.params.id);
  const body = await parseBody(anyBody, ctx.request);
  const raw = parseWith(templateBody, body);
  const fields = parseWith(cmsPageFields, body);
  const template = checkedTemplate(outlineFrom(raw), raw.template);
  const data = await updateCmsPage(admin, id, { ...fields, template });
  return { data, message: '배너를 저장했습니다. 손님에게 바로 보입니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT');
