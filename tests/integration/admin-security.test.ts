import type { AstroCookies } from 'astro';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmPassword, requireRecentPassword } from '~/server/admin-security/reauth.service';
import { completeChallenge, startChallenge } from '~/server/admin-security/sign-in-challenge.service';
import { codeAt } from '~/server/admin-security/totp';
import {
  beginSetup,
  enableTwoFactor,
  turnOffByOperator,
  twoFactorOn,
} from '~/server/admin-security/two-factor.service';
import { getDb } from '~/server/db/client';
import { members } from '~/server/db/schema';
import { hashPassword } from '~/server/members/password';
import { readSession, startSession } from '~/server/members/session.service';
import { resetDatabase } from '../support/db';

// The rules of an administrator's security that depend on the clock: the password given again
// counts for five minutes, and a sign-in waiting for its code for five minutes.

beforeEach(resetDatabase);

const MINUTE = 60_000;
const PASSWORD = 'Owner-pass-2026';
const start = new Date('2026-11-28T03:00:05Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

function jar(): AstroCookies {
  const kept = new Map<string, string>();
  return {
    get: (name: string) => (kept.has(name) ? { value: kept.get(name) } : undefined),
    set: (name: string, value: string) => kept.set(name, value),
  } as unknown as AstroCookies;
}

async function admin(login_id = 'ops') {
  const db = await getDb();
  const [m] = await db
    .insert(members)
    .values({
      login_id,
      name: '관리자',
      mobile: '',
      email: `${login_id}@example.com`,
      password_hash: await hashPassword(PASSWORD),
      admin_role: 'owner',
    })
    .returning();
  return m as typeof members.$inferSelect;
}
const actorOf = (m: { id: number; login_id: string }) => ({ id: m.id, login_id: m.login_id });

describe('the password given again', () => {
  it('opens sensitive calls for five minutes in that session, and not after', async () => {
    const m = await admin();
    const cookies = jar();
    await startSession(
      cookies,
      { memberId: m.id, remember: false, language: 'kr', currency: 'krw', secure: false },
      start,
    );
    const signedIn = await readSession(cookies, at(0));
    expect(() => requireRecentPassword({ locals: { session: signedIn } } as never, at(0))).toThrow(
      expect.objectContaining({ status: 403, extra: { code: 'reauth_required' } }),
    );
    await confirmPassword(actorOf(m), m, signedIn?.session.id as string, PASSWORD, at(1));
    const later = (minutes: number) => readSession(cookies, at(minutes));
    const four = await later(4);
    expect(() => requireRecentPassword({ locals: { session: four } } as never, at(5.9))).not.toThrow();
    const six = await later(6.1);
    expect(() => requireRecentPassword({ locals: { session: six } } as never, at(6.1))).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});

describe('a sign-in waiting for its code', () => {
  async function withTwoFactor() {
    const m = await admin('tfa');
    const { secret } = await beginSetup(m, start);
    await enableTwoFactor(actorOf(m), m, codeAt(secret, start), start);
    return { m, secret };
  }

  it('takes a right code within five minutes, once, and none after', async () => {
    const { m, secret } = await withTwoFactor();
    const token = await startChallenge(m.id, true, at(1));
    const done = await completeChallenge(token, codeAt(secret, at(5.5)), at(5.5));
    expect(done).toMatchObject({ member: { id: m.id }, remember: true, recovery: false });
    await expect(completeChallenge(token, codeAt(secret, at(6)), at(6))).rejects.toMatchObject({ status: 401 });
    const late = await startChallenge(m.id, false, at(10));
    await expect(completeChallenge(late, codeAt(secret, at(15.1)), at(15.1))).rejects.toMatchObject({ status: 401 });
  });

  it('accepts one code once when two sign-ins send it at the same moment', async () => {
    const { m, secret } = await withTwoFactor();
    const [a, b] = await Promise.all([startChallenge(m.id, false, at(1)), startChallenge(m.id, false, at(1))]);
    const code = codeAt(secret, at(2));
    const results = await Promise.allSettled([completeChallenge(a, code, at(2)), completeChallenge(b, code, at(2))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 422 } });
  });
});

describe("the operator's command", () => {
  it('turns two-factor off for an administrator locked out, and says when it was not on', async () => {
    const m = await admin('lost');
    // A setup begun and never confirmed is not on.
    await beginSetup(m, start);
    expect(await turnOffByOperator(m)).toBe(false);
    const { secret } = await beginSetup(m, at(1));
    await enableTwoFactor(actorOf(m), m, codeAt(secret, at(1)), at(1));
    expect(await twoFactorOn(m.id)).toBe(true);
    expect(await turnOffByOperator(m)).toBe(true);
    expect(await twoFactorOn(m.id)).toBe(false);
  });
});
