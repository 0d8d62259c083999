import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { calls } = vi.hoisted(() => ({ calls: [] as { url: string; body?: unknown }[] }));
vi.mock('~/lib/http', () => ({
  getJson: async (url: string) => {
    calls.push({ url });
    return { 장바구니: 'Cart' };
  },
  postJson: async (url: string, body: { terms: Record<string, string> }) => {
    calls.push({ url, body });
    return Object.fromEntries(Object.keys(body.terms).map((k) => [k, `EN ${k}`]));
  },
}));

import { $language, $packages, loadPackage, t } from './translation.store';

beforeEach(() => {
  calls.length = 0;
  $packages.set({});
  $language.set('kr');
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('translation display (spec 4)', () => {
  it('shows Korean as written with placeholders filled and queues nothing', async () => {
    expect(t('후기 {n}개', { n: 3 })).toBe('후기 3개');
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(0);
  });

  it('shows text as written when no package is loaded for the language', () => {
    $language.set('en');
    expect(t('장바구니')).toBe('장바구니');
  });

  it('uses the loaded package for English', async () => {
    await loadPackage('en');
    expect(t('장바구니')).toBe('Cart');
  });

  it('shows the source for a miss and sends the queued terms 2000 ms after the latest miss', async () => {
    await loadPackage('en');
    calls.length = 0;
    expect(t('새 문구')).toBe('새 문구');
    await vi.advanceTimersByTimeAsync(1500);
    t('또 다른 문구');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      {
        url: '/api/translation-ai/terms',
        body: { locale: 'en', terms: { '새 문구': '새 문구', '또 다른 문구': '또 다른 문구' } },
      },
    ]);
    expect(t('새 문구')).toBe('EN 새 문구');
  });
});
