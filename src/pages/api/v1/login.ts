import { mergeVisitorCart } from '~/server/cart/cart-merge.service';
import { CART_COOKIE, clearCartCookie, visitorCartKey } from '~/server/cart/cart-owner';
import { clientIp } from '~/server/http/client-ip';
import { newXsrfToken, XSRF_COOKIE } from '~/server/http/csrf';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { isHttps } from '~/server/http/secure';
import { parseBody } from '~/server/http/validate';
import { authenticate } from '~/server/members/auth.service';
import { MEMBER_WIRE_NAMES, serializeUser } from '~/server/members/member.serializer';
import { loginBody } from '~/server/members/member.wire';
import { endSession, startSession } from '~/server/members/session.service';

export const POST = endpoint(
  async (ctx) => {
    const { login_id, password, remember } = await parseBody(loginBody, ctx.request);
    const member = await authenticate(login_id, password, clientIp(ctx));
    const secure = isHttps(ctx.url);
    // What the visitor put in the cart before logging in joins the member's cart; the visitor cart goes.
    await mergeVisitorCart(visitorCartKey(ctx.cookies), member.id);
    // A new session and a new CSRF token at login: whatever a visitor's browser held before is void.
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
    return { user: serializeUser(member) };
  },
  { wireNames: MEMBER_WIRE_NAMES },
);
export const ALL = otherMethods('POST');
