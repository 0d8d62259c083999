import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { sessionCancelFields } from '~/server/workshop/tssa.schema';
import { cancelSession } from '~/server/workshop/tssa-admin.service';

/** The shop cancels a session `{ reason? }`: every sign-up cancelled, paid seats refunded in full, members notified. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'classes');
  const { reason } = await parseBody(sessionCancelFields, ctx.request);
  return { data: await cancelSession(admin, idParam(ctx.params.id), reason) };
});

export const ALL = otherMethods('POST');
