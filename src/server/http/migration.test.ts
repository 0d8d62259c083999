import { describe, expect, it } from 'vitest';
import { isOldHost, newLocation } from './migration';

describe('migration notice (spec 2.11)', () => {
  const old = ['evanscandle.co.kr'];

  it('recognises the old host with or without www, in any case', () => {
    expect(isOldHost('evanscandle.co.kr', old)).toBe(true);
    expect(isOldHost('www.evanscandle.co.kr', old)).toBe(true);
    expect(isOldHost('WWW.EvansCandle.co.kr', old)).toBe(true);
  });

  it('leaves the new host and look-alikes alone', () => {
    expect(isOldHost('www.evans-candle.com', old)).toBe(false);
    expect(isOldHost('shop.evanscandle.co.kr', old)).toBe(false);
    expect(isOldHost('evanscandle.co.kr.evil.test', old)).toBe(false);
  });

  it('sends the visitor to the same page on the new domain', () => {
    expect(
      newLocation('https://www.evans-candle.com', new URL('http://evanscandle.co.kr/shop/category/3?page=2')),
    ).toBe('https://www.evans-candle.com/shop/category/3?page=2');
  });
});
