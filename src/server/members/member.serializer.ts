import type { MemberRow } from './session.repository.ts';

/** The spec's user: mb_id, mb_name, mb_hp and the admin flag; an empty object for a visitor. */
export type UserWire =
  | { mb_id: string; mb_name: string; mb_hp: string; mb_email: string; is_admin: boolean }
  | Record<string, never>;

export function serializeUser(member: MemberRow | null | undefined): UserWire {
  if (!member) return {};
  return {
    mb_id: member.login_id,
    mb_name: member.name,
    mb_hp: member.mobile,
    mb_email: member.email,
    is_admin: member.is_admin,
  };
}
