import { describe, expect, it } from 'vitest';
import { isSentenceLike } from './sentence.ts';

describe('sentence-like query', () => {
  it('four words or more read as a sentence', () => {
    expect(isSentenceLike('아이 방에 둘 은은한 디퓨저')).toBe(true);
    expect(isSentenceLike('lavender candle for a gift')).toBe(true);
  });

  it('a request ending reads as a sentence (싶어요, 추천, 할까요, 있나요, a question mark)', () => {
    for (const q of ['디퓨저 만들고 싶어요', '선물 캔들 추천', '뭘 살까요 할까요', '라벤더 있나요', '소이 캔들?']) {
      expect(isSentenceLike(q), q).toBe(true);
    }
  });

  it('an English request reads as a sentence', () => {
    expect(isSentenceLike('I want a calm scent')).toBe(true);
  });

  it('a keyword of a word or three does not', () => {
    for (const q of ['라벤더', '소이 캔들', '디퓨저 베이스 500ml', 'soy wax', 'ㅅㅇ ㅋㄷ'])
      expect(isSentenceLike(q), q).toBe(false);
  });
});
