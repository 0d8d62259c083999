import type { APIContext } from 'astro';
import { mergeVisitorCart } from '../cart/cart-merge.service.ts';
import { CART_COOKIE, clearCartCookie, visitorCartKey } from '../cart/cart-owner.ts';
import { clientIp } from '../http/client-ip.ts';
import { newXsrfToken, XSRF_COOKIE } from '../http/csrf.ts';
import { isHttps } from '../http/secure.ts';
import type { MemberRow } from './session.repository.ts';
import { endSession, startSession } from './session.service.ts';

/**
 * The member is signed in (after the password, and the code for an administrator with two-factor on):
 * the visitor's cart joins theirs, and a new session and a new CSRF token replace whatever the
 * browser held before.
 */
export async function signIn(ctx: APIContext, member: MemberRow, remember: boolean): Promise<void> {
  const secure = isHttps(ctx.url);
  await mergeVisitorCart(visitorCartKey(ctx.cookies), member.id);
  await endSession(ctx.cookies, ctx.locals.session);
  await startSession(ctx.cookies, {
    memberId: member.id,
    remember,
    language: ctx.locals.lang,
    currency: ctx.locals.currency,
    secure,
    ip: clientIp(ctx),
    userAgent: ctx.request.headers.get('user-agent') ?? '',
  });
  ctx.cookies.set(XSRF_COOKIE, newXsrfToken(), { path: '/', sameSite: 'lax', secure, httpOnly: false });
  if (ctx.cookies.has(CART_COOKIE)) clearCartCookie(ctx.cookies);
}
