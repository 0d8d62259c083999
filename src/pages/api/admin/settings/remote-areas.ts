import { remoteAreasBody } from '~/server/admin-settings/admin-settings.schema';
import { remoteAreas, remoteAreasFrom, saveRemoteAreas } from '~/server/admin-settings/admin-settings.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The remote areas (postcode ranges with their extra shipping fee) checkout adds (owners only). */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'settings');
  return { data: await remoteAreas() };
});

/** Saves them all (`name[]`, `from[]`, `to[]`, `fee[]`, rows in order); 422 naming each row's problem. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'settings');
  const areas = remoteAreasFrom(await parseBody(remoteAreasBody, ctx.request));
  return { data: await saveRemoteAreas(admin, areas), message: '도서산간 지역을 저장했습니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT');
