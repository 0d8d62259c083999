import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { isHttps } from '../http/secure.ts';

/**
 * A visitor sees an application they sent, or looked up with its receipt number and contact, through
 * a signed cookie listing those receipt numbers for two hours. The signing key is made once and kept
 * in the database, so every app process shares it.
 */
export const PARTNER_ACCESS_COOKIE = 'shop_partner_receipts';
const TTL_MS = 2 * 60 * 60 * 1000;
const MAX_RECEIPTS = 10;
const KEY_SETTING = 'partner_access_secret';
const RECEIPT = /^[WD]\d{6}-[0-9A-Z]{6}$/;

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

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

async function encode(receipts: string[], expiresAt: number): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ r: receipts, exp: expiresAt })).toString('base64url');
  return `${payload}.${sign(await signingKey(), payload)}`;
}

/** The receipt numbers a cookie grants; none when it is missing, altered or expired. */
export async function grantedReceipts(value: string | undefined, now = Date.now()): Promise<string[]> {
  if (!value) return [];
  const [payload, mac] = value.split('.');
  if (!payload || !mac) return [];
  const expected = Buffer.from(sign(await signingKey(), payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [];
  try {
    const { r, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { r: unknown; exp: unknown };
    if (typeof exp !== 'number' || exp < now || !Array.isArray(r)) return [];
    return r.filter((id): id is string => typeof id === 'string' && RECEIPT.test(id));
  } catch {
    return [];
  }
}

/** Lets this browser see the application for the next two hours (after sending it, or after a look-up). */
export async function grantReceipt(ctx: { cookies: AstroCookies; url: URL }, receipt: string): Promise<void> {
  const held = await grantedReceipts(ctx.cookies.get(PARTNER_ACCESS_COOKIE)?.value);
  const list = [receipt, ...held.filter((r) => r !== receipt)].slice(0, MAX_RECEIPTS);
  ctx.cookies.set(PARTNER_ACCESS_COOKIE, await encode(list, Date.now() + TTL_MS), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx.url),
    maxAge: TTL_MS / 1000,
  });
}

export async function hasReceiptAccess(cookies: AstroCookies, receipt: string): Promise<boolean> {
  return (await grantedReceipts(cookies.get(PARTNER_ACCESS_COOKIE)?.value)).includes(receipt);
}
