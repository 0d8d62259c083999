import { describe, expect, it } from 'vitest';
import { buildSearchText, compact, initialConsonants, isInitialConsonants } from './search-text';

describe('search text', () => {
  it('takes the initial consonants of Korean syllables', () => {
    expect(initialConsonants('소이 캔들')).toBe('ㅅㅇㅋㄷ');
    expect(initialConsonants('프렌치 라벤더 오일 100ml')).toBe('ㅍㄹㅊㄹㅂㄷㅇㅇ');
  });

  it('removes spaces and lower-cases so spacing and case do not matter', () => {
    expect(compact('소이 캔들')).toBe(compact('소이캔들'));
    expect(compact('Soy Wax 464')).toBe('soywax464');
  });

  it('treats a keyword of consonants only, spaces allowed, as an initial-consonant search', () => {
    expect(isInitialConsonants('ㅅㅇ ㅋㄷ')).toBe(true);
    expect(isInitialConsonants('ㅅㅇ캔들')).toBe(false);
    expect(isInitialConsonants('   ')).toBe(false);
  });

  it('joins names, keywords and categories without spaces, then the single words, then the consonants whole and by word', () => {
    const text = buildSearchText({
      name: '소이 캔들',
      name_en: 'Soy Candle',
      keywords: '선물 향초',
      categories: ['완제품 캔들'],
    });
    expect(text).toBe(
      '소이캔들 soycandle 선물향초 완제품캔들 소이 캔들 soy candle 선물 향초 완제품 ㅅㅇㅋㄷ ㅅㅇ ㅋㄷ',
    );
  });

  it('writes a repeated token once', () => {
    const text = buildSearchText({ name: '라벤더', name_en: 'Lavender', keywords: '라벤더 lavender' });
    expect(text.split(' ').filter((t) => t === '라벤더')).toHaveLength(1);
  });
});
