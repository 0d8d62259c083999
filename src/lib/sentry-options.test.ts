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

  it('ignores the spec list: 405/422 failures, network errors, aborted requests and module-load failures', () => {
    const matches = (msg: string) =>
      IGNORED_ERRORS.some((p) => (typeof p === 'string' ? msg.includes(p) : p.test(msg)));
    for (const msg of [
      'Request failed with status code 422',
      'Request failed with status code 405',
      'Network Error',
      'Request aborted',
      'Non-Error promise rejection captured with value: undefined',
      'Failed to fetch dynamically imported module: https://x/a.js',
      'error loading dynamically imported module',
      'Unable to preload CSS for /a.css',
      'Importing a module script failed.',
    ]) {
      expect(matches(msg), msg).toBe(true);
    }
  });
});
