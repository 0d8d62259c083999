import { describe, expect, it } from 'vitest';
import { otherLocale, switchQuestion } from './locale';

describe('language and currency switch (spec 4)', () => {
  it('pairs Korean with KRW and English with USD', () => {
    expect(otherLocale('kr')).toEqual({ lang: 'en', currency: 'usd' });
    expect(otherLocale('en')).toEqual({ lang: 'kr', currency: 'krw' });
  });

  it('asks in the language being read', () => {
    expect(switchQuestion('kr')).toMatch(/영어/);
    expect(switchQuestion('en')).toMatch(/Korean/);
  });
});
