import type { APIContext } from 'astro';
import { type AdminArea, may } from '../admin/permissions.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import type { MemberRow } from './session.repository.ts';

/** The logged-in member, or 401 (the client turns it into the login dialog and redirect). */
export function requireMember(ctx: Pick<APIContext, 'locals'>): MemberRow {
  const member = ctx.locals.session?.member;
  if (!member) throw new UnauthorizedError();
  return member;
}

/**
 * An administrator, or 401 for a visitor and 403 for a member. With `area`, an administrator whose
 * role may work there (`../admin/permissions.ts`), else 403; without, any administrator's role.
 */
export function requireAdmin(ctx: Pick<APIContext, 'locals'>, area?: AdminArea): MemberRow {
  const member = requireMember(ctx);
  if (!member.is_admin) throw new ForbiddenError();
  if (area && !may(member.admin_role, area)) throw new ForbiddenError('이 작업을 할 권한이 없습니다.');
  return member;
}
