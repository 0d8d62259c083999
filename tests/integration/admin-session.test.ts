import type { AstroCookies } from 'astro';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { members } from '~/server/db/schema';
import { readSession, startSession } from '~/server/members/session.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

/** A cookie jar as Astro's, enough for starting and reading a session. */
function jar(): AstroCookies {
  const kept = new Map<string, string>();
  return {
    get: (name: string) => (kept.has(name) ? { value: kept.get(name) } : undefined),
    set: (name: string, value: string) => kept.set(name, value),
  } as unknown as AstroCookies;
}

async function sessionOf(login_id: string, admin_role: 'owner' | 'staff' | null, start: Date) {
  const db = await getDb();
  const [m] = await db
    .insert(members)
    .values({ login_id, name: '이름', mobile: '', email: `${login_id}@example.com`, password_hash: 'x', admin_role })
    .returning({ id: members.id });
  const cookies = jar();
  const opts = { memberId: m?.id as number, remember: true, language: 'kr', currency: 'krw', secure: false };
  await startSession(cookies, opts, start);
  return cookies;
}

const MINUTE = 60_000;

describe('administrator sessions', () => {
  it('end after 30 idle minutes, even when kept logged in, while a member stays', async () => {
    const start = new Date('2026-03-02T01:00:00Z');
    const ops = await sessionOf('ops', 'staff', start);
    const shopper = await sessionOf('shopper', null, start);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    expect((await readSession(ops, at(20)))?.member?.admin_role).toBe('staff');
    // Active at 20 minutes: the half hour runs from there.
    expect(await readSession(ops, at(45))).toBeDefined();
    expect(await readSession(ops, at(76))).toBeUndefined();
    // Gone for good, not only for that moment.
    expect(await readSession(ops, at(77))).toBeUndefined();
    expect((await readSession(shopper, at(76)))?.member?.login_id).toBe('shopper');
  });

  it('derive is_admin from the role', async () => {
    const db = await getDb();
    const rows = await db
      .insert(members)
      .values([
        { login_id: 'a', name: 'a', mobile: '', email: 'a@example.com', password_hash: 'x', admin_role: 'manager' },
        { login_id: 'b', name: 'b', mobile: '', email: 'b@example.com', password_hash: 'x' },
      ])
      .returning({ is_admin: members.is_admin });
    expect(rows.map((r) => r.is_admin)).toEqual([true, false]);
  });
});
