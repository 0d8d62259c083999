import type { AstroCookies } from 'astro';
import { signedListCookie } from '../http/signed-list-cookie.ts';

/**
 * A visitor sees an order they placed, or looked up with its password, through a signed cookie that
 * lists those order numbers (at most 10) for two hours.
 */
export const ORDER_ACCESS_COOKIE = 'shop_orders';

const orders = signedListCookie({
  cookie: ORDER_ACCESS_COOKIE,
  keySetting: 'order_access_secret',
  field: 'ids',
  pattern: /^\d{16}$/,
  max: 10,
  ttlMs: 2 * 60 * 60 * 1000,
});

export const encodeAccess = orders.encode;
export const decodeAccess = orders.decode;

/** Forgets the cached key (tests empty the database between files). */
export const forgetOrderAccessKey = orders.forgetKey;

/** Lets this browser see the order for the next two hours (after placing it, or after a look-up). */
export const grantOrderAccess = (ctx: { cookies: AstroCookies; url: URL }, odId: string): Promise<void> =>
  orders.grant(ctx, odId);

export const hasOrderAccess = (cookies: AstroCookies, odId: string): Promise<boolean> => orders.has(cookies, odId);
