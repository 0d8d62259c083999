import type { WireNames } from '../http/wire-names.ts';
import type { MemberRow } from './session.repository.ts';

/** A member's fields as the spec names them (`mb_id` …) for the shop's own names, which are the table's. */
export const MEMBER_WIRE_NAMES = {
  login_id: 'mb_id',
  name: 'mb_name',
  mobile: 'mb_hp',
  email: 'mb_email',
  birth_date: 'mb_birth',
  zonecode: 'mb_zip',
  address1: 'mb_addr1',
  address2: 'mb_addr2',
} as const satisfies WireNames;

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
