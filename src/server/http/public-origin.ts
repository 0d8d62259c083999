import { config } from '../config.ts';

// PUBLIC_ORIGIN as an origin (scheme, host, port), however it was written: a trailing slash or path is dropped.
const configured = config.publicOrigin ? new URL(config.publicOrigin).origin : undefined;

/**
 * The shop's origin as visitors see it: `PUBLIC_ORIGIN` when set (behind a TLS-ending proxy the request
 * itself says `http://` and the upstream host), else the request's own origin.
 */
export function publicOrigin(requestUrl: URL): string {
  return configured ?? requestUrl.origin;
}

/**
 * An absolute URL on the public origin for a site path (`/shop/product/3`) or for a URL built from the
 * request; a URL on another host (a CDN image) is kept as it is.
 */
export function publicUrl(href: string, requestUrl: URL): string {
  const url = new URL(href, requestUrl);
  if (url.origin !== requestUrl.origin) return url.href;
  return new URL(`${url.pathname}${url.search}${url.hash}`, publicOrigin(requestUrl)).href;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The origin that links sent away from the shop (mail) are built on, or undefined when there is
 * none to trust. A request's Host header is the sender's to write, so a link built from it could
 * send a reset token to any host: only `PUBLIC_ORIGIN`, or a loopback address (a shop tried out on
 * this computer), is trusted.
 */
export function trustedOrigin(requestUrl: URL): string | undefined {
  if (configured) return configured;
  return LOOPBACK.test(requestUrl.hostname) ? requestUrl.origin : undefined;
}
