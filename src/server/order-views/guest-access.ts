import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { isHttps } from '../http/secure.ts';

/**
 * A visitor sees an order they placed, or looked up with its password, through a signed cookie that
 * lists those order numbers for two hours. The signing key is made once and kept in the database,
 * so every app process shares it.
 */
export const ORDER_ACCESS_COOKIE = 'shop_orders';
const TTL_MS = 2 * 60 * 60 * 1000;
const MAX_ORDERS = 10;
const KEY_SETTING = 'order_access_secret';

let secret: Promise<Buffer> | undefined;

function signingKey(): Promise<Buffer> {
  secret ??= (async () => {
    const db = await getDb();
    await db
      .insert(settings)
      .values({ key: KEY_SETTING, value: randomBytes(32).toString('hex') })
      .onConflictDoNothing({ target: settings.key });
    const [row] = await db.select().from(settings).where(eq(settings.key, KEY_SETTING));
    return Buffer.from(String(row?.value), 'hex');
  })();
  secret.catch(() => {
    secret = undefined;
  });
  return secret;
}

/** Forgets the cached key (tests empty the database between files). */
export function forgetOrderAccessKey(): void {
  secret = undefined;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export async function encodeAccess(ids: string[], expiresAt: number): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ ids, exp: expiresAt })).toString('base64url');
  return `${payload}.${sign(await signingKey(), payload)}`;
}

export async function decodeAccess(value: string | undefined, now = Date.now()): Promise<string[]> {
  if (!value) return [];
  const [payload, mac] = value.split('.');
  if (!payload || !mac) return [];
  const expected = Buffer.from(sign(await signingKey(), payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [];
  try {
    const { ids, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { ids: unknown; exp: unknown };
    if (typeof exp !== 'number' || exp < now || !Array.isArray(ids)) return [];
    return ids.filter((id): id is string => typeof id === 'string' && /^\d{16}$/.test(id));
  } catch {
    return [];
  }
}

/** Lets this browser see the order for the next two hours (after placing it, or after a look-up). */
export async function grantOrderAccess(ctx: { cookies: AstroCookies; url: URL }, odId: string): Promise<void> {
  const held = await decodeAccess(ctx.cookies.get(ORDER_ACCESS_COOKIE)?.value);
  const ids = [odId, ...held.filter((id) => id !== odId)].slice(0, MAX_ORDERS);
  ctx.cookies.set(ORDER_ACCESS_COOKIE, await encodeAccess(ids, Date.now() + TTL_MS), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx.url),
    maxAge: TTL_MS / 1000,
  });
}

export async function hasOrderAccess(cookies: AstroCookies, odId: string): Promise<boolean> {
  return (await decodeAccess(cookies.get(ORDER_ACCESS_COOKIE)?.value)).includes(odId);
}
