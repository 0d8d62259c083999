// The TSSA school as API tests use it: the catalogue, an operator's new session, sign-ups and records.
import { expect } from 'vitest';
import type { ApiClient } from './api-client';
import { ADMIN, loginAs } from './shop-api';

export type Session = { id: number; seats_left: number; status: string; bookable: boolean; waiting: number };
export type ClassCard = { id: number; product_id: number; title: string; price: number; sessions: Session[] };
export type Signup = {
  id: number;
  status: string;
  head_count: number;
  amount: number;
  refund_amount: number | null;
  cancelled_by: string | null;
  od_id: string | null;
  waitlist_position: number | null;
  cart_line_id: number | null;
  can_cancel: boolean;
  can_pay: boolean;
  session: Session;
};
export type Records = { upcoming: Signup[]; waitlisted: Signup[]; past: Signup[]; cancelled: Signup[] };
export type Problem = { message: string; errors?: Record<string, string[]> };

type Catalogue = {
  groups: { track: { slug: string } | null; levels: { level: number | null; classes: ClassCard[] }[] }[];
};

export async function catalogue(api: ApiClient, query = ''): Promise<Catalogue> {
  return (await api.json<{ data: Catalogue }>(api.get(`/api/v1/tssa/classes${query}`))).data;
}

export const classesOf = (c: Catalogue) => c.groups.flatMap((g) => g.levels.flatMap((l) => l.classes));

/** A class of the seeded school by the start of its Korean title. */
export async function seededClass(api: ApiClient, title: string): Promise<ClassCard> {
  const found = classesOf(await catalogue(api)).find((c) => c.title.startsWith(title));
  if (!found) throw new Error(`no class ${title}`);
  return found;
}

/** A new session of a class, made by the operator: `capacity` seats, starting in `days` days. */
export async function newSession(baseUrl: string, classId: number, capacity: number, days = 30): Promise<number> {
  const ops = await loginAs(baseUrl, ADMIN.id, ADMIN.password);
  const starts = new Date(Date.now() + days * 86_400_000);
  starts.setUTCMinutes(0, 0, 0);
  const res = await ops.post('/api/admin/tssa/sessions', {
    class_id: classId,
    starts_at: starts.toISOString(),
    capacity,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

export function signUp(api: ApiClient, session_id: number, head_count = 1, waitlist?: boolean) {
  return api.post('/api/v1/tssa/signups', { session_id, head_count, ...(waitlist === undefined ? {} : { waitlist }) });
}

/** Signs up; the answer must be 201. */
export async function signedUp(api: ApiClient, session_id: number, head_count = 1, waitlist?: boolean) {
  const res = await signUp(api, session_id, head_count, waitlist);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { data: Signup; waitlisted: boolean; cart_line_id: number | null };
}

export async function records(api: ApiClient): Promise<Records> {
  return (await api.json<{ data: Records }>(api.get('/api/v1/tssa/signups'))).data;
}

export async function signupOf(api: ApiClient, id: number): Promise<Signup | undefined> {
  const r = await records(api);
  return [...r.upcoming, ...r.waitlisted, ...r.past, ...r.cancelled].find((s) => s.id === id);
}
