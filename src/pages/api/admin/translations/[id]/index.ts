import { translationBody } from '~/server/admin-translations/admin-translation.schema';
import { editTranslation } from '~/server/admin-translations/admin-translation.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** An editor's English for one term: approved as written, shown on every page at once. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const id = idParam(ctx.params.id);
  const { translation } = await parseBody(translationBody, ctx.request);
  return { data: await editTranslation(admin, id, translation), message: '번역이 저장되었습니다.' };
});
export const ALL = otherMethods('PUT');
