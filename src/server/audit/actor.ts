import type { APIContext } from 'astro';
import { requireAdmin } from '../members/require.ts';
import type { AuditActor } from './audit.service.ts';

/** The administrator making a change, as the audit log names them (401 for a visitor, 403 for a member). */
export function adminActor(ctx: Pick<APIContext, 'locals'>): AuditActor {
  const admin = requireAdmin(ctx);
  return { id: admin.id, login_id: admin.login_id, requestId: ctx.locals.requestId };
}
