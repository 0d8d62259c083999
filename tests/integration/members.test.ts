import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { members, passwordResetTokens, sessions } from '~/server/db/schema';
import { ValidationError } from '~/server/http/errors';
import { registerMember } from '~/server/members/auth.service';
import { isCommonPassword } from '~/server/members/common-passwords';
import { keepGaClientId } from '~/server/members/member.service';
import { resetPassword } from '~/server/members/recovery.service';
import { GA_COOKIE, readSession, SESSION_COOKIE, startSession } from '~/server/members/session.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

/** Just enough of Astro's cookie jar for the session service. */
function jar() {
  const store = new Map<string, string>();
  return {
    store,
    get: (name: string) => (store.has(name) ? { value: store.get(name) as string } : undefined),
    set: (name: string, value: string) => void store.set(name, value),
    delete: (name: string) => void store.delete(name),
  } as unknown as Parameters<typeof readSession>[0] & { store: Map<string, string> };
}

async function aMember() {
  return registerMember({
    login_id: 'candlemaker',
    password: 'Candle-light-42',
    name: '김향기',
    mobile: '010-2345-6789',
    email: 'maker@example.com',
    birth_date: undefined,
    address1: undefined,
    address2: undefined,
    agree_marketing: false,
  });
}

describe('passwords', () => {
  it('are hashed with argon2id at OWASP parameters (m=19456, t=2, p=1)', async () => {
    const m = await aMember();
    expect(m.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuse the most common passwords', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('1q2w3e4r')).toBe(true);
    expect(isCommonPassword('aaaaaaaa')).toBe(true);
    expect(isCommonPassword('Candle-light-42')).toBe(false);
  });
});

describe('sessions', () => {
  it('store only the SHA-256 of the cookie token', async () => {
    const m = await aMember();
    const cookies = jar();
    const token = await startSession(cookies, {
      memberId: m.id,
      remember: false,
      language: 'kr',
      currency: 'krw',
      secure: false,
    });
    const db = await getDb();
    const [row] = await db.select().from(sessions);
    expect(row?.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.id).not.toBe(token);
    expect(cookies.store.get(SESSION_COOKIE)).toBe(token);
  });

  it('expire after 2 idle hours, or 30 days with keep-me-signed-in, and after 30 days at most', async () => {
    const m = await aMember();
    const t0 = new Date('2026-11-22T10:00:00Z');
    const plain = jar();
    await startSession(plain, { memberId: m.id, remember: false, language: 'kr', currency: 'krw', secure: false }, t0);
    expect(await readSession(plain, new Date(t0.getTime() + 119 * 60_000))).toBeDefined();
    expect(await readSession(plain, new Date(t0.getTime() + 4 * 3600_000))).toBeUndefined();
    const kept = jar();
    await startSession(kept, { memberId: m.id, remember: true, language: 'kr', currency: 'krw', secure: false }, t0);
    expect(await readSession(kept, new Date(t0.getTime() + 10 * 86_400_000))).toBeDefined();
    expect(await readSession(kept, new Date(t0.getTime() + 31 * 86_400_000))).toBeUndefined();
  });
});

describe('password reset tokens', () => {
  it('refuse an expired token', async () => {
    const m = await aMember();
    const token = 'e'.repeat(43);
    const db = await getDb();
    await db.insert(passwordResetTokens).values({
      token_hash: createHash('sha256').update(token).digest('hex'),
      member_id: m.id,
      expires_at: new Date(Date.now() - 1000),
    });
    await expect(resetPassword(token, 'Fresh-reed-77')).rejects.toBeInstanceOf(ValidationError);
    const [after] = await db.select().from(members).where(eq(members.id, m.id));
    expect(after?.password_hash).toBe(m.password_hash);
  });
});

describe('brute force', () => {
  it('answers 429 after 20 failed logins from one address, whatever the ids', async () => {
    const { authenticate } = await import('~/server/members/auth.service');
    const { TooManyRequestsError } = await import('~/server/http/errors');
    await aMember();
    const ip = `198.51.100.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < 20; i++)
      await expect(authenticate(`ghost${i}`, 'wrong-password-1', ip)).rejects.toBeInstanceOf(ValidationError);
    await expect(authenticate('candlemaker', 'Candle-light-42', ip)).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(authenticate('candlemaker', 'Candle-light-42', '203.0.113.9')).resolves.toMatchObject({
      login_id: 'candlemaker',
    });
  });
});

describe('the analytics client id (spec 7: set-session)', () => {
  it('is kept in a visitor’s cookie, taken over by the session made at login, and kept on a live session', async () => {
    const m = await aMember();
    const cookies = jar();
    expect(await keepGaClientId(undefined, '1234567890.1712345678', cookies, false)).toBe(true);
    expect(cookies.store.get(GA_COOKIE)).toBe('1234567890.1712345678');
    await startSession(cookies, { memberId: m.id, remember: false, language: 'kr', currency: 'krw', secure: false });
    const db = await getDb();
    const [made] = await db.select().from(sessions);
    expect(made?.ga_client_id).toBe('1234567890.1712345678');

    const current = await readSession(cookies);
    expect(await keepGaClientId(current, '5555.6666', cookies, false)).toBe(true);
    const [kept] = await db.select().from(sessions);
    expect(kept?.ga_client_id).toBe('5555.6666');
  });

  it('a cookie not shaped like a client id is not taken over', async () => {
    const m = await aMember();
    const cookies = jar();
    cookies.store.set(GA_COOKIE, '<script>');
    await startSession(cookies, { memberId: m.id, remember: false, language: 'kr', currency: 'krw', secure: false });
    const [made] = await (await getDb()).select().from(sessions);
    expect(made?.ga_client_id).toBeNull();
  });
});
