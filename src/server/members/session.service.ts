import { createHash, randomBytes } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { getDb } from '../db/client.ts';
import {
  deleteSession,
  findLiveSession,
  insertSession,
  type MemberRow,
  type SessionRow,
  touchSession,
} from './session.repository.ts';

export const SESSION_COOKIE = 'shop_session';
const MINUTE = 60_000;
const IDLE_MS = 2 * 60 * MINUTE;
const REMEMBER_IDLE_MS = 30 * 24 * 60 * MINUTE;
/** An administrator's session ends after 30 idle minutes, whatever "keep me logged in" said. */
export const ADMIN_IDLE_MS = 30 * MINUTE;
const ABSOLUTE_MS = 30 * 24 * 60 * MINUTE;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = MINUTE;

export type CurrentSession = { session: SessionRow; member: MemberRow | null };

/** A visitor's analytics client id, until a session (made at login) takes it over. */
export const GA_COOKIE = 'shop_ga';
/** What GA4 client ids look like (`1234567890.1712345678`); anything else is refused. */
export const GA_CLIENT_ID = /^[\w.-]{1,100}$/;

/** Keeps a visitor's analytics client id for the browser's session (spec 7, set-session). */
export function keepVisitorGaClientId(cookies: AstroCookies, gaClientId: string, secure: boolean): void {
  cookies.set(GA_COOKIE, gaClientId, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

function visitorGaClientId(cookies: AstroCookies): string | null {
  const value = cookies.get(GA_COOKIE)?.value;
  return value && GA_CLIENT_ID.test(value) ? value : null;
}

/** Only the SHA-256 of the cookie token is stored, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function readSession(cookies: AstroCookies, now = new Date()): Promise<CurrentSession | undefined> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const db = await getDb();
  const found = await findLiveSession(db, hashToken(token), now);
  if (!found) return undefined;
  if (found.member?.left_at || found.member?.blocked_at) return undefined;
  const admin = found.member?.is_admin === true;
  const idleFor = now.getTime() - found.session.last_seen_at.getTime();
  if (admin && idleFor > ADMIN_IDLE_MS) {
    await deleteSession(db, found.session.id);
    return undefined;
  }
  if (idleFor > TOUCH_EVERY_MS) {
    const idle = new Date(
      now.getTime() + (admin ? ADMIN_IDLE_MS : found.session.remember ? REMEMBER_IDLE_MS : IDLE_MS),
    );
    await touchSession(db, found.session.id, now, idle);
  }
  return found;
}

/**
 * A new session (login always makes one, so a token planted before login is worthless after it).
 * Returns the cookie token; only its hash is stored.
 */
export async function startSession(
  cookies: AstroCookies,
  opts: {
    memberId: number | null;
    remember: boolean;
    language: string;
    currency: string;
    secure: boolean;
    ip?: string;
    userAgent?: string;
  },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  await insertSession(db, {
    id: hashToken(token),
    member_id: opts.memberId,
    remember: opts.remember,
    language: opts.language,
    currency: opts.currency,
    cart_key: randomBytes(16).toString('hex'),
    ip: opts.ip ?? null,
    user_agent: opts.userAgent?.slice(0, 300) ?? null,
    ga_client_id: visitorGaClientId(cookies),
    created_at: now,
    last_seen_at: now,
    idle_expires_at: new Date(now.getTime() + (opts.remember ? REMEMBER_IDLE_MS : IDLE_MS)),
    absolute_expires_at: new Date(now.getTime() + ABSOLUTE_MS),
  });
  cookies.set(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    ...(opts.remember ? { maxAge: ABSOLUTE_MS / 1000 } : {}),
  });
  return token;
}

export async function endSession(cookies: AstroCookies, current: CurrentSession | undefined): Promise<void> {
  if (current) await deleteSession(await getDb(), current.session.id);
  cookies.delete(SESSION_COOKIE, { path: '/' });
}
