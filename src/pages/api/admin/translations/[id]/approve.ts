import { approveTranslation } from '~/server/admin-translations/admin-translation.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';

/** Approves the model's translation of one term as it stands (409 for a term with none yet). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const data = await approveTranslation(admin, idParam(ctx.params.id));
  return { data, message: '번역을 승인했습니다.' };
});
export const ALL = otherMethods('POST');
