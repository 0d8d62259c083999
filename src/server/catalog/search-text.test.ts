import { describe, expect, it } from 'vitest';
import { buildSearchText, compact, initialConsonants } from './search-text';

describe('search text', () => {
  it('takes the initial consonants of Korean syllables', () => {
    expect(initialConsonants('소이 캔들')).toBe('ㅅㅇㅋㄷ');
    expect(initialConsonants('프렌치 라벤더 오일 100ml')).toBe('ㅍㄹㅊㄹㅂㄷㅇㅇ');
  });

  it('removes spaces and lower-cases so spacing and case do not matter', () => {
    expect(compact('소이 캔들')).toBe(compact('소이캔들'));
    expect(compact('Soy Wax 464')).toBe('soywax464');
  });

  it('joins names, keywords, categories and the consonants', () => {
    const text = buildSearchText({
      name: '소이 캔들',
      name_en: 'Soy Candle',
      keywords: '선물 향초',
      categories: ['완제품 캔들'],
    });
    expect(text).toBe('소이캔들 soycandle 선물향초 완제품캔들 ㅅㅇㅋㄷ');
  });
});
