export type Access = 'public' | 'member' | 'admin' | 'visitor-only';

/** Spec 2.10 and 6: who may open a page. */
export function accessFor(pathname: string): Access {
  if (/^\/admin(\/|$)/.test(pathname)) return 'admin';
  if (/^\/my-page(\/|$)/.test(pathname)) return 'member';
  if (/^\/customer\/document-board\/[^/]+\/?$/.test(pathname)) return 'member';
  // Wholesale and dealer applications are a member's own, from the form to each application.
  if (/^\/customer\/(wholesale|dealer)-apply(\/|$)/.test(pathname)) return 'member';
  if (pathname === '/login' || pathname === '/login/') return 'visitor-only';
  return 'public';
}

/** Only same-site paths are honoured as a place to return to after login. */
export function safeRedirect(target: string | null | undefined, fallback = '/my-page'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const url = new URL(target, 'https://shop.invalid');
    return url.origin === 'https://shop.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

export function loginUrl(url: URL): string {
  return `/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}
