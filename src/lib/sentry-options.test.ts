import { describe, expect, it } from 'vitest';
import { IGNORED_ERRORS, isLocalTestHost, sentryEnabled, sentryOptions } from './sentry-options';

describe('error reporting setup (spec 4, 8, 9)', () => {
  it('is off without a DSN', () => {
    expect(sentryEnabled(undefined, 'www.evans-candle.com')).toBe(false);
    expect(sentryEnabled('', 'www.evans-candle.com')).toBe(false);
  });

  it('is off on the local test host even with a DSN', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', 'shop.localhost']) {
      expect(isLocalTestHost(host)).toBe(true);
      expect(sentryEnabled('https://k@o.ingest/1', host)).toBe(false);
    }
  });

  it('is on with a DSN on a real host', () => {
    expect(sentryEnabled('https://k@o.ingest/1', 'www.evans-candle.com')).toBe(true);
  });

  it('samples traces at 0.1, replays at 0.1 and every replay with an error, with the build release', () => {
    expect(sentryOptions('dsn', 'r1')).toMatchObject({
      release: 'r1',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  /** What Sentry's event filter tests the patterns against: the value, and the type with the value. */
  const ignored = (type: string, value: string) =>
    [value, `${type}: ${value}`].some((msg) => IGNORED_ERRORS.some((p) => p.test(msg)));

  it('ignores the spec list: 405/422 failures, network errors, aborted requests and module-load failures', () => {
    for (const [type, value] of [
      ['Error', 'Request failed with status code 422'],
      ['HTTPError', 'Request failed with status code 405'],
      ['HTTPError', 'Request failed with status code 422 Unprocessable Entity: POST https://x/api/v1/login'],
      ['Error', 'Network Error'],
      ['Error', 'Request aborted'],
      ['Error', 'Non-Error promise rejection captured with value: undefined'],
      ['TypeError', 'Failed to fetch dynamically imported module: https://x/a.js'],
      ['TypeError', 'error loading dynamically imported module'],
      ['Error', 'Unable to preload CSS for /a.css'],
      ['TypeError', 'Importing a module script failed.'],
      ['Error', 'undefined'],
      ['AxiosError', 'AxiosError'],
    ] as const) {
      expect(ignored(type, value), value).toBe(true);
    }
  });

  it("reports a real crash whose message merely contains an ignored entry ('undefined', a status)", () => {
    for (const [type, value] of [
      ['TypeError', "Cannot read properties of undefined (reading 'id')"],
      ['TypeError', 'undefined is not a function'],
      ['ReferenceError', 'cart is not defined; value was undefined'],
      ['Error', 'Request failed with status code 500'],
      ['Error', 'Request failed with status code 4220'],
      ['Error', 'Network Error while saving the order: undefined'],
    ] as const) {
      expect(ignored(type, value), value).toBe(false);
    }
  });

  it('hands Sentry patterns only, never substrings', () => {
    expect(IGNORED_ERRORS.every((p) => p instanceof RegExp)).toBe(true);
    expect(sentryOptions('dsn', 'r1').ignoreErrors).toBe(IGNORED_ERRORS);
  });
});
