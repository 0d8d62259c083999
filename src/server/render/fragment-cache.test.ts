import { describe, expect, it } from 'vitest';
import { clearFragmentCaches, FragmentCache, fragmentCache } from './fragment-cache';

describe('fragment cache', () => {
  it('finds a part by its key while every dependency is the very same object', () => {
    const cache = new FragmentCache(10);
    const settings = { rate: 1400 };
    cache.set('card|7', ['kr', settings], '<article>7</article>');
    expect(cache.get('card|7', ['kr', settings])).toBe('<article>7</article>');
    expect(cache.get('card|8', ['kr', settings])).toBeUndefined();
    expect(cache.get('card|7', ['en', settings])).toBeUndefined();
  });

  it('never serves a part made from replaced data, even when the new data looks the same', () => {
    const cache = new FragmentCache(10);
    cache.set('footer', [{ phone: '02-000-0000' }], '<footer>old</footer>');
    expect(cache.get('footer', [{ phone: '02-000-0000' }])).toBeUndefined();
    // The stale entry is gone, not kept beside the new one.
    expect(cache.size).toBe(0);
  });

  it('keeps the most recently used parts up to its size', () => {
    const cache = new FragmentCache(2);
    cache.set('a', [], 'A');
    cache.set('b', [], 'B');
    expect(cache.get('a', [])).toBe('A');
    cache.set('c', [], 'C');
    expect(cache.get('b', [])).toBeUndefined();
    expect(cache.get('a', [])).toBe('A');
    expect(cache.get('c', [])).toBe('C');
  });

  it('names caches once and empties them all on request', () => {
    const cards = fragmentCache('test-cards', 5);
    expect(fragmentCache('test-cards')).toBe(cards);
    cards.set('x', [], 'X');
    clearFragmentCaches();
    expect(cards.get('x', [])).toBeUndefined();
  });
});
