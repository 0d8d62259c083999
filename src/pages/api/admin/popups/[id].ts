import { popupFields } from '~/server/admin-popups/admin-popup.schema';
import { adminPopup, deletePopup, popupState, updatePopup } from '~/server/admin-popups/admin-popup.service';
import { adminActor } from '~/server/audit/actor';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseWith } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const popup = await adminPopup(idParam(ctx.params.id));
  return { data: { ...popup, state: popupState(popup) } };
});

/** New fields; a picture given replaces that language's (multipart, `image_ko`, `image_en`). */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const id = idParam(ctx.params.id);
  const { fields, named } = await readEditorRequest(ctx.request);
  const input = parseWith(popupFields, fields);
  const data = await updatePopup(admin, id, input, { image_ko: named.image_ko, image_en: named.image_en });
  return { data, message: '팝업을 저장했습니다.' };
});

export const DELETE = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  await deletePopup(admin, idParam(ctx.params.id));
  return { message: '팝업을 지웠습니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'DELETE');
