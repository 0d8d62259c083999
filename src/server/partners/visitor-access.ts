import type { AstroCookies } from 'astro';
import { signedListCookie } from '../http/signed-list-cookie.ts';

/**
 * A visitor sees an application they sent, or looked up with its receipt number and contact, through
 * a signed cookie listing those receipt numbers (at most 10) for two hours.
 */
export const PARTNER_ACCESS_COOKIE = 'shop_partner_receipts';

const receipts = signedListCookie({
  cookie: PARTNER_ACCESS_COOKIE,
  keySetting: 'partner_access_secret',
  field: 'r',
  pattern: /^[WD]\d{6}-[0-9A-Z]{6}$/,
  max: 10,
  ttlMs: 2 * 60 * 60 * 1000,
});

/** The receipt numbers a cookie grants; none when it is missing, altered or expired. */
export const grantedReceipts = receipts.decode;

/** Lets this browser see the application for the next two hours (after sending it, or after a look-up). */
export const grantReceipt = (ctx: { cookies: AstroCookies; url: URL }, receipt: string): Promise<void> =>
  receipts.grant(ctx, receipt);

export const hasReceiptAccess = (cookies: AstroCookies, receipt: string): Promise<boolean> =>
  receipts.has(cookies, receipt);
