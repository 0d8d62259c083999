import { describe, expect, it } from 'vitest';
import { readCookieHeader } from './cookie-header';
import { xsrfSetCookie } from './csrf';
import { requestIdFrom } from './response-headers';

describe('reading a Cookie header as Astro reads it (kept pages answered before Astro)', () => {
  it('reads names and values, trimming spaces and tabs around them', () => {
    const c = readCookieHeader(' shop_lang=en ;\tshop_currency = usd\t; XSRF-TOKEN=abc');
    expect(c.get('shop_lang')).toBe('en');
    expect(c.get('shop_currency')).toBe('usd');
    expect(c.get('XSRF-TOKEN')).toBe('abc');
  });

  it('keeps the first of a repeated name', () => {
    expect(readCookieHeader('shop_lang=en; shop_lang=kr').get('shop_lang')).toBe('en');
  });

  it('percent-decodes values that decode and keeps the others as sent', () => {
    const c = readCookieHeader('a=%ED%96%A5; b=%E0%A4%A; c=x=y');
    expect(c.get('a')).toBe('향');
    expect(c.get('b')).toBe('%E0%A4%A');
    expect(c.get('c')).toBe('x=y');
  });

  it('knows a cookie sent with an empty value, and skips pairs without a name', () => {
    const c = readCookieHeader('shop_cart=; junk; =v');
    expect(c.has('shop_cart')).toBe(true);
    expect(c.get('shop_cart')).toBe('');
    expect(c.has('junk')).toBe(false);
  });

  it('reads nothing from a missing or empty header', () => {
    expect(readCookieHeader(undefined).size).toBe(0);
    expect(readCookieHeader('').size).toBe(0);
  });
});

describe('headers shared by every answer', () => {
  it('writes the XSRF cookie as Astro writes it, Secure only over https', () => {
    expect(xsrfSetCookie('t0k', false)).toBe('XSRF-TOKEN=t0k; Path=/; SameSite=Lax');
    expect(xsrfSetCookie('t0k', true)).toBe('XSRF-TOKEN=t0k; Path=/; Secure; SameSite=Lax');
  });

  it("keeps a proxy's request id that looks like one and makes a new one otherwise", () => {
    const fresh = () => 'new-id';
    expect(requestIdFrom('abc-123_XYZ.9', fresh)).toBe('abc-123_XYZ.9');
    expect(requestIdFrom('short', fresh)).toBe('new-id');
    expect(requestIdFrom('has space in it', fresh)).toBe('new-id');
    expect(requestIdFrom(undefined, fresh)).toBe('new-id');
  });
});
