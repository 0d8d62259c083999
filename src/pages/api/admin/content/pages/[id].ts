import { contentFields } from '~/server/admin-content/content-studio.schema';
import { saveDraft, studioPage } from '~/server/admin-content/content-studio.service';
import { adminActor } from '~/server/audit/actor';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseWith } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The page as visitors see it, its draft, any time set, and its revisions newest first. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  return { data: await studioPage(idParam(ctx.params.id)) };
});

/** A new draft (multipart or JSON: the fields, and a new cover picture `thumb`); visitors see no change. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const id = idParam(ctx.params.id);
  const { fields, named } = await readEditorRequest(ctx.request);
  const input = parseWith(contentFields, fields);
  const data = await saveDraft(admin, id, input, named.thumb);
  return { data, message: '초안을 저장했습니다. 게시하기 전에는 손님에게 보이지 않습니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT');
