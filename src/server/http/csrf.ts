import { randomBytes, timingSafeEqual } from 'node:crypto';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const TOKEN_BYTES = 32;
/** Tokens drawn per call to the system's random source: one draw per visitor cost ~13 µs. */
const TOKENS_PER_DRAW = 128;
let pool = Buffer.alloc(0);
let poolAt = 0;

/**
 * A new visitor's token: 32 bytes from the cryptographic random source, as base64url. Bytes are
 * drawn 128 tokens at a time and each byte is used once, as Node does for `randomUUID`.
 */
export function newXsrfToken(): string {
  if (poolAt + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * TOKENS_PER_DRAW);
    poolAt = 0;
  }
  const token = pool.toString('base64url', poolAt, poolAt + TOKEN_BYTES);
  poolAt += TOKEN_BYTES;
  return token;
}

/** How the token cookie is set: readable by the page's script (it sends it back as a header), lax, site-wide. */
export function xsrfCookieOptions(secure: boolean) {
  return { path: '/', sameSite: 'lax' as const, secure, httpOnly: false };
}

/** The `Set-Cookie` value for a new token, as Astro's `cookies.set` writes it with `xsrfCookieOptions`. */
export function xsrfSetCookie(token: string, secure: boolean): string {
  return `${XSRF_COOKIE}=${token}; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`;
}

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit check: the header (or, for a page's own form, the token field it carries) must equal
 * the cookie, and a browser that says where the request came from must say it came from this site.
 */
export function csrfRejection(
  request: Request,
  cookieToken: string | undefined,
  ownOrigin: string,
  sentToken: string | null = request.headers.get(XSRF_HEADER),
): string | null {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'same-site' && site !== 'none') return 'cross-site request';
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && origin !== ownOrigin) return 'foreign origin';
  if (origin === 'null') return 'opaque origin';
  const header = sentToken;
  if (!cookieToken || !header) return 'missing token';
  let decoded = header;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return 'malformed token';
  }
  return sameToken(decoded, cookieToken) ? null : 'token mismatch';
}
