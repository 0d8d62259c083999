import type { APIContext } from 'astro';
import type { AdminArea } from '../admin/permissions.ts';
import { requireAdmin } from '../members/require.ts';
import type { AuditActor } from './audit.service.ts';

/**
 * The administrator making a change, as the audit log names them (401 for a visitor, 403 for a
 * member or a role that may not work in `area`).
 */
export function adminActor(ctx: Pick<APIContext, 'locals'>, area?: AdminArea): AuditActor {
  const admin = requireAdmin(ctx, area);
  return { id: admin.id, login_id: admin.login_id, requestId: ctx.locals.requestId };
}
