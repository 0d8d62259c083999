import { config } from '../config.ts';

/** Cookies are Secure when the shop is served over https, directly or behind a TLS-ending proxy. */
export function isHttps(url: URL): boolean {
  return url.protocol === 'https:' || Boolean(config.publicOrigin?.startsWith('https://'));
}
