import type { APIContext } from 'astro';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import type { MemberRow } from './session.repository.ts';

/** The logged-in member, or 401 (the client turns it into the login dialog and redirect). */
export function requireMember(ctx: Pick<APIContext, 'locals'>): MemberRow {
  const member = ctx.locals.session?.member;
  if (!member) throw new UnauthorizedError();
  return member;
}

/** An administrator, or 401 for a visitor and 403 for a member. */
export function requireAdmin(ctx: Pick<APIContext, 'locals'>): MemberRow {
  const member = requireMember(ctx);
  if (!member.is_admin) throw new ForbiddenError();
  return member;
}
