import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireAdmin } from '~/server/members/require';
import { sessionSignups } from '~/server/workshop/tssa-admin.service';

/** A session and its sign-ups, first come first, with each member's login id and name. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'classes');
  const { session, signups } = await sessionSignups(idParam(ctx.params.id));
  return {
    data: { session, signups: signups.map((r) => ({ ...r.signup, login_id: r.login_id, name: r.name })) },
  };
});

export const ALL = otherMethods('GET');
