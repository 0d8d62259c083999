import { restoreVersion, versionArea, versionedEntity } from '~/server/admin-content/history.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';
import { idParam } from '~/server/http/params';

/** Version `version` (0: as it was before its first recorded change) written back, shown at once. */
export const POST = endpoint(async (ctx) => {
  const entity = versionedEntity(ctx.params.entity);
  const admin = adminActor(ctx, versionArea(entity));
  const version = ctx.params.version ?? '';
  if (!/^\d{1,9}$/.test(version)) throw new NotFoundError('그 버전을 찾을 수 없습니다.');
  const data = await restoreVersion(admin, entity, idParam(ctx.params.id), Number(version));
  return { data, message: '이 버전으로 되돌렸습니다. 손님에게 바로 보입니다.' };
});
export const ALL = otherMethods('POST');
