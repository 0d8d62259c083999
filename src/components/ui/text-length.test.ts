import { describe, expect, it } from 'vitest';
import { countChars, truncateText } from './text-length';

describe('text length', () => {
  it('truncates input at the max length', () => {
    expect(truncateText('향기로운 캔들', 4)).toBe('향기로운');
    expect(truncateText('짧은 글', 10)).toBe('짧은 글');
  });

  it('leaves text alone when there is no max', () => {
    expect(truncateText('아무 길이', undefined)).toBe('아무 길이');
  });

  it('counts and cuts an emoji as one character', () => {
    expect(countChars('🕯️불')).toBe(3);
    expect(truncateText('🕯불빛', 1)).toBe('🕯');
  });
});
