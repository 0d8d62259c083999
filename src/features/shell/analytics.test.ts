import { describe, expect, it, vi } from 'vitest';

const { posts } = vi.hoisted(() => ({ posts: [] as { url: string; body: unknown }[] }));
vi.mock('~/lib/http', () => ({
  postJson: async (url: string, body: unknown) => {
    posts.push({ url, body });
    return { stored: true };
  },
}));

import { gaClientIdOf, sendGaClientId, shouldSendPageView } from './analytics';

/** Just enough of sessionStorage. */
function storage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as Storage;
}

describe('analytics page views (spec 9)', () => {
  it('sends a page view for a new path and skips a repeat of the same path', () => {
    expect(shouldSendPageView('/shop/category/1', null)).toBe(true);
    expect(shouldSendPageView('/shop/category/2', '/shop/category/1')).toBe(true);
    expect(shouldSendPageView('/shop/category/1', '/shop/category/1')).toBe(false);
  });
});

describe('the analytics client id (spec 7: POST /api/statistic-center/set-session once per session)', () => {
  it('reads GA4’s client id from its _ga cookie', () => {
    expect(gaClientIdOf('a=1; _ga=GA1.1.1234567890.1712345678; b=2')).toBe('1234567890.1712345678');
    expect(gaClientIdOf('_ga=GA1.2.987.654')).toBe('987.654');
    expect(gaClientIdOf('_gat=1; x_ga=GA1.1.1.2')).toBeUndefined();
    expect(gaClientIdOf('')).toBeUndefined();
  });

  it('sends the id once per session, and again only if it changes', async () => {
    posts.length = 0;
    const session = storage();
    expect(await sendGaClientId('1234567890.1712345678', session)).toBe(true);
    expect(await sendGaClientId('1234567890.1712345678', session)).toBe(false);
    expect(await sendGaClientId(undefined, session)).toBe(false);
    expect(posts).toEqual([
      { url: '/api/statistic-center/set-session', body: { ga_client_id: '1234567890.1712345678' } },
    ]);
    expect(await sendGaClientId('5.6', session)).toBe(true);
    expect(posts).toHaveLength(2);
  });
});
