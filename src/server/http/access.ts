import { type AdminArea, adminAreaOfPath } from '../admin/permissions.ts';

export type Access = 'public' | 'member' | 'admin' | 'visitor-only';

/** The operators' editors of the notices, the FAQ and the documents: a "new" page per list, an edit page per entry. */
const EDITORS = /^\/(customer\/notice|tssa\/notice|customer\/faq|customer\/document-board)\/(create|[^/]+\/edit)\/?$/;

/** Spec 2.10 and 6: who may open a page. */
export function accessFor(pathname: string): Access {
  if (/^\/admin(\/|$)/.test(pathname)) return 'admin';
  if (EDITORS.test(pathname)) return 'admin';
  if (/^\/my-page(\/|$)/.test(pathname)) return 'member';
  // A document and its files are for members (the list is public).
  if (/^\/customer\/document-board\/[^/]+(\/download\/[^/]+)?\/?$/.test(pathname)) return 'member';
  // Anyone may read the programmes, apply and look an application up by its receipt number; the
  // applications kept in an account (`/{id}/show`, `/{id}/edit`) are the member's own.
  if (/^\/customer\/(wholesale|dealer)-apply\/(?!(lookup|receipt)(\/|$))[^/]+/.test(pathname)) return 'member';
  if (pathname === '/login' || pathname === '/login/') return 'visitor-only';
  return 'public';
}

/** The back-office area an administrator's page belongs to: the editors are content's. */
export function pageArea(pathname: string): AdminArea {
  return /^\/admin(\/|$)/.test(pathname) ? adminAreaOfPath(pathname) : 'content';
}

const BASE = 'https://shop.invalid';
/** Control characters (browsers drop tabs and line breaks from addresses) and backslashes (read as slashes). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * Only same-site paths are honoured as a place to return to after login, checked after
 * normalisation: dot segments and dropped characters can turn `/.//host` or `/\t/host` into
 * `//host`, which a browser reads as another site.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/my-page'): string {
  if (!target?.startsWith('/') || UNSAFE.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !path.startsWith('/') || path.startsWith('//')) return fallback;
  // The answer must mean the same place when it is read again, as the browser will read it.
  return new URL(path, BASE).origin === BASE ? path : fallback;
}

export function loginUrl(url: URL): string {
  return `/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}
