import type { APIContext } from 'astro';
import { config } from '../config.ts';

/** The client's address; forwarded-for headers count only when TRUST_PROXY says a proxy of ours sets them. */
export function clientIp(ctx: Pick<APIContext, 'request' | 'clientAddress'>): string {
  if (config.trustProxy) {
    const forwarded = ctx.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return ctx.clientAddress;
  } catch {
    return 'unknown';
  }
}
