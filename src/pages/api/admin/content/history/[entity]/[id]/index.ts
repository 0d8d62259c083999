import { recordHistory, versionArea, versionedEntity } from '~/server/admin-content/history.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';

/** A popup's, week pick's, CMS page's, weekly line-up's or the settings' versions, newest first. */
export const GET = endpoint(async (ctx) => {
  const entity = versionedEntity(ctx.params.entity);
  adminActor(ctx, versionArea(entity));
  const data = await recordHistory(entity, idParam(ctx.params.id));
  return { data };
});
export const ALL = otherMethods('GET');
