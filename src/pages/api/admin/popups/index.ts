import { popupFields } from '~/server/admin-popups/admin-popup.schema';
import { allPopups, createPopup, popupState } from '~/server/admin-popups/admin-popup.service';
import { adminActor } from '~/server/audit/actor';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseWith } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Every popup in showing order, each with where it stands now (`state`). */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const now = new Date();
  return { data: (await allPopups()).map((p) => ({ ...p, state: popupState(p, now) })) };
});

/** A new popup (multipart: the fields, and the pictures `image_ko` and `image_en`). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const { fields, named } = await readEditorRequest(ctx.request);
  const input = parseWith(popupFields, fields);
  const made = await createPopup(admin, input, { image_ko: named.image_ko, image_en: named.image_en });
  return new Response(JSON.stringify({ data: made, message: '팝업을 만들었습니다.' }), {
    status: 201,
    headers: { 'Content-Type': 'application/json; charset=utf-8', Location: `/api/admin/popups/${made.id}` },
  });
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
