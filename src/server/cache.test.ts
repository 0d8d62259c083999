import { describe, expect, it } from 'vitest';
import { ttlCache } from './cache.ts';

describe('in-process cache', () => {
  it('answers from memory within the time to live', async () => {
    const cache = ttlCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('keeps at most the given number of entries, dropping the oldest', async () => {
    const cache = ttlCache<string>(60_000, 2);
    let loads = 0;
    const load = (v: string) => async () => {
      loads += 1;
      return v;
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(loads).toBe(3);
    await cache.get('b', load('b'));
    expect(loads).toBe(3);
    await cache.get('a', load('a'));
    expect(loads).toBe(4);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const cache = ttlCache<number>(60_000);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });
});
