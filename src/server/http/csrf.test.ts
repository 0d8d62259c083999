import { describe, expect, it } from 'vitest';
import { csrfRejection, isStateChanging, newXsrfToken } from './csrf';

const ORIGIN = 'https://shop.test';
const req = (headers: Record<string, string>) => new Request(`${ORIGIN}/api/x`, { method: 'POST', headers });

describe('CSRF double-submit check', () => {
  it('accepts a header equal to the cookie from the same origin', () => {
    expect(csrfRejection(req({ 'X-XSRF-TOKEN': 'abc', Origin: ORIGIN }), 'abc', ORIGIN)).toBeNull();
  });

  it('accepts a URL-encoded header, as browsers read the cookie raw', () => {
    expect(csrfRejection(req({ 'X-XSRF-TOKEN': 'a%2Bb' }), 'a+b', ORIGIN)).toBeNull();
  });

  it('refuses a missing header, a missing cookie or a mismatch', () => {
    expect(csrfRejection(req({}), 'abc', ORIGIN)).toBe('missing token');
    expect(csrfRejection(req({ 'X-XSRF-TOKEN': 'abc' }), undefined, ORIGIN)).toBe('missing token');
    expect(csrfRejection(req({ 'X-XSRF-TOKEN': 'abd' }), 'abc', ORIGIN)).toBe('token mismatch');
  });

  it('refuses a foreign or opaque Origin and a cross-site fetch even with a matching token', () => {
    expect(csrfRejection(req({ 'X-XSRF-TOKEN': 'abc', Origin: 'https://evil.test' }), 'abc', ORIGIN)).toBe(
      'foreign origin',
    );
    expect(csrfRejection(req({ 'X-XSRF-TOKEN': 'abc', Origin: 'null' }), 'abc', ORIGIN)).toBe('opaque origin');
    expect(csrfRejection(req({ 'X-XSRF-TOKEN': 'abc', 'Sec-Fetch-Site': 'cross-site' }), 'abc', ORIGIN)).toBe(
      'cross-site request',
    );
  });

  it("checks a page form's token field against the cookie, with the same origin rules", () => {
    expect(csrfRejection(req({ Origin: ORIGIN }), 'abc', ORIGIN, 'abc')).toBeNull();
    expect(csrfRejection(req({ Origin: ORIGIN }), 'abc', ORIGIN, '')).toBe('missing token');
    expect(csrfRejection(req({ Origin: 'https://evil.test' }), 'abc', ORIGIN, 'abc')).toBe('foreign origin');
  });

  it('treats every method but GET, HEAD and OPTIONS as state-changing', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].every(isStateChanging)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isStateChanging)).toBe(false);
  });

  it('gives every visitor a different 32-byte token, across many draws from the random source', () => {
    const tokens = Array.from({ length: 1000 }, () => newXsrfToken());
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    }
  });
});
