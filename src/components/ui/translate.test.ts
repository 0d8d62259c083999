import { describe, expect, it } from 'vitest';
import { say, untranslated } from './translate';

describe('say', () => {
  it('shows Korean as written with placeholders filled when no translator is given', () => {
    expect(say(untranslated, '선택 가능한 개수는 {count}개입니다.', { count: 3 })).toBe(
      '선택 가능한 개수는 3개입니다.',
    );
  });

  it('fills the placeholders the translator left in its answer', () => {
    const t = (text: string) => (text === '{max}자 이내' ? 'under {max} characters' : text);
    expect(say(t, '{max}자 이내', { max: 200 })).toBe('under 200 characters');
  });
});
