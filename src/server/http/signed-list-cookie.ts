import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { isHttps } from './secure.ts';

/**
 * A cookie that lets a visitor (no account) see things they made or looked up, such as an order or an
 * application: a signed list of their numbers, newest first, for a while. The signing key is made once
 * and kept in the database, so every app process shares it.
 */
export type SignedListCookie = {
  /** The cookie's value for the list, valid until `expiresAt` (ms). */
  encode(ids: string[], expiresAt: number): Promise<string>;
  /** The numbers a cookie value grants; none when it is missing, altered or expired. */
  decode(value: string | undefined, now?: number): Promise<string[]>;
  /** Adds a number to this browser's list (the oldest falls off past the limit). */
  grant(ctx: { cookies: AstroCookies; url: URL }, id: string): Promise<void>;
  has(cookies: AstroCookies, id: string): Promise<boolean>;
  /** Forgets the cached key (tests empty the database between files). */
  forgetKey(): void;
};

export function signedListCookie(options: {
  cookie: string;
  /** The settings row that keeps the signing key. */
  keySetting: string;
  /** The payload's name for the list (kept as it was, so cookies already given stay valid). */
  field: string;
  pattern: RegExp;
  max: number;
  ttlMs: number;
}): SignedListCookie {
  const { cookie, keySetting, field, pattern, max, ttlMs } = options;
  let secret: Promise<Buffer> | undefined;

  function signingKey(): Promise<Buffer> {
    secret ??= (async () => {
      const db = await getDb();
      await db
        .insert(settings)
        .values({ key: keySetting, value: randomBytes(32).toString('hex') })
        .onConflictDoNothing({ target: settings.key });
      const [row] = await db.select().from(settings).where(eq(settings.key, keySetting));
      return Buffer.from(String(row?.value), 'hex');
    })();
    secret.catch(() => {
      secret = undefined;
    });
    return secret;
  }

  const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  const self: SignedListCookie = {
    async encode(ids, expiresAt) {
      const payload = Buffer.from(JSON.stringify({ [field]: ids, exp: expiresAt })).toString('base64url');
      return `${payload}.${sign(await signingKey(), payload)}`;
    },
    async decode(value, now = Date.now()) {
      if (!value) return [];
      const [payload, mac] = value.split('.');
      if (!payload || !mac) return [];
      const expected = Buffer.from(sign(await signingKey(), payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return [];
      try {
        const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
        const ids = parsed[field];
        if (typeof parsed.exp !== 'number' || parsed.exp < now || !Array.isArray(ids)) return [];
        return ids.filter((id): id is string => typeof id === 'string' && pattern.test(id));
      } catch {
        return [];
      }
    },
    async grant(ctx, id) {
      const held = await self.decode(ctx.cookies.get(cookie)?.value);
      const list = [id, ...held.filter((h) => h !== id)].slice(0, max);
      ctx.cookies.set(cookie, await self.encode(list, Date.now() + ttlMs), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(ctx.url),
        maxAge: ttlMs / 1000,
      });
    },
    async has(cookies, id) {
      return (await self.decode(cookies.get(cookie)?.value)).includes(id);
    },
    forgetKey() {
      secret = undefined;
    },
  };
  return self;
}
