import { describe, expect, it } from 'vitest';
import { fill, pick, translate } from './i18n';

describe('translation display (spec 4)', () => {
  it('shows Korean text as written with placeholders filled', () => {
    expect(translate('후기 {count}', 'kr', { '후기 {count}': '{count} reviews' }, { count: 3 })).toEqual({
      text: '후기 3',
      missing: false,
    });
  });

  it('shows the text as written when no package is loaded for the language', () => {
    expect(translate('장바구니', 'en', undefined).text).toBe('장바구니');
  });

  it('uses the translation for English and fills its placeholders', () => {
    expect(translate('후기 {count}', 'en', { '후기 {count}': '{count} reviews' }, { count: 3 }).text).toBe('3 reviews');
  });

  it('shows the source text for a missing English term and reports it missing', () => {
    expect(translate('새 문구', 'en', {})).toEqual({ text: '새 문구', missing: true });
  });

  it('leaves unknown placeholders in place', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('picks the English field only when it has text', () => {
    expect(pick({ name: '소이왁스', name_en: 'Soy wax' }, 'name', 'en')).toBe('Soy wax');
    expect(pick({ name: '소이왁스', name_en: ' ' }, 'name', 'en')).toBe('소이왁스');
    expect(pick({ name: '소이왁스', name_en: 'Soy wax' }, 'name', 'kr')).toBe('소이왁스');
  });
});
