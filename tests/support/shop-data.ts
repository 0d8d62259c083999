// What the shop's forms and API are sent in the tests, shared by the API and browser page objects.
import { randomUUID } from 'node:crypto';

/** The seeded demo member, the second demo member (with notifications) and the operator. */
export const DEMO = { id: 'demo', password: 'demo1234!' } as const;
export const READER = { id: 'reader', password: 'demo1234!' } as const;
export const ADMIN = { id: 'admin', password: 'admin-test-pass-1' } as const;

/** The password test members sign up with unless a test names another. */
export const MEMBER_PASSWORD = 'Candle-light-42';

let made = 0;
/** A member id no other test of this run uses (letters and digits, as sign-up allows). */
export function uniqueId(prefix = 'm'): string {
  // A member id is at most 20 characters: 5 of prefix, 8 of time, up to 3 of count, 4 of chance.
  return `${prefix.slice(0, 5)}${Date.now().toString(36)}${made++ % 1000}${Math.random().toString(36).slice(2, 6)}`;
}

export type MemberDetails = {
  id: string;
  password?: string;
  name?: string;
  mobile?: string;
  email?: string;
};

/** The sign-up form's fields (`/api/v1/register`), both agreements given; `extra` adds or replaces fields. */
export function registration(member: MemberDetails, extra: Record<string, unknown> = {}) {
  const password = member.password ?? MEMBER_PASSWORD;
  return {
    mb_id: member.id,
    password,
    password_confirmation: password,
    mb_name: member.name ?? '김향기',
    mb_hp: member.mobile ?? '010-2345-6789',
    mb_email: member.email ?? `${member.id}@example.com`,
    agree_terms: true,
    agree_privacy: true,
    ...extra,
  };
}

/** An order form (`/api/v1/orders`) for cart lines, paid by bank transfer; `over` replaces fields. */
export function orderBody(lines: unknown[], over: Record<string, unknown> = {}) {
  return {
    orderer: { name: '김주문', mobile: '010-2222-3333', email: 'order@example.com' },
    recipient: {
      name: '박수령',
      mobile: '01044445555',
      zonecode: '04782',
      address1: '서울 성동구 성수이로 123',
      address2: '2층',
    },
    delivery_message: '부재 시 문 앞',
    lines,
    payment_method: 'bank',
    depositor_name: '김주문',
    agreements: { order: true, privacy_carrier: true },
    ...over,
  };
}

/** A new Idempotency-Key for placing an order. */
export const newKey = () => `order-${randomUUID()}`;
