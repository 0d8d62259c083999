import { randomBytes, timingSafeEqual } from 'node:crypto';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
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
 * Double-submit check: the header must equal the cookie, and a browser that says where the request
 * came from must say it came from this site.
 */
export function csrfRejection(request: Request, cookieToken: string | undefined, ownOrigin: string): string | null {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'same-site' && site !== 'none') return 'cross-site request';
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && origin !== ownOrigin) return 'foreign origin';
  if (origin === 'null') return 'opaque origin';
  const header = request.headers.get(XSRF_HEADER);
  if (!cookieToken || !header) return 'missing token';
  let decoded = header;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    return 'malformed token';
  }
  return sameToken(decoded, cookieToken) ? null : 'token mismatch';
}
