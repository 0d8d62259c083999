import { settingsBody } from '~/server/admin-settings/admin-settings.schema';
import { adminSettings, saveSettings } from '~/server/admin-settings/admin-settings.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The settings the footer, the customer center and checkout read (owners only). */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'settings');
  return { data: await adminSettings() };
});

/** Saves them all; every page shows them on its next request. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'settings');
  const input = await parseBody(settingsBody, ctx.request);
  return { data: await saveSettings(admin, input), message: '설정이 저장되었습니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT');
