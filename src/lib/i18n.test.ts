import { describe, expect, expectTypeOf, it } from 'vitest';
import { fill, type LocalisedField, pick, translate } from './i18n';

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
    expect(pick({ name: '소이왁스', name_en: '' }, 'name', 'en')).toBe('소이왁스');
    expect(pick({ name: '소이왁스', name_en: 'Soy wax' }, 'name', 'kr')).toBe('소이왁스');
  });

  it('falls back to Korean for a missing English text, and to nothing for a missing Korean one', () => {
    expect(pick({ link: '/ko', link_en: null }, 'link', 'en')).toBe('/ko');
    expect(pick({ option_name: null, option_name_en: null }, 'option_name', 'en')).toBe('');
    expect(pick({ option_name: null, option_name_en: 'Lavender' }, 'option_name', 'kr')).toBe('');
  });

  it('also picks the English twin of a camelCase field', () => {
    expect(pick({ bankName: '국민은행', bankNameEn: 'KB Kookmin Bank' }, 'bankName', 'en')).toBe('KB Kookmin Bank');
    expect(pick({ bankName: '국민은행', bankNameEn: '' }, 'bankName', 'en')).toBe('국민은행');
  });

  it('accepts only fields that have an English twin holding text', () => {
    const row = { id: 1, name: '심지', name_en: 'Wick', summary: '면', summary_en: 'Cotton', price: 900 };
    expectTypeOf<LocalisedField<typeof row>>().toEqualTypeOf<'name' | 'summary'>();
    // @ts-expect-error `price` has no English twin
    pick(row, 'price', 'en');
    // @ts-expect-error `name_en` is the twin, not a field to pick
    pick(row, 'name_en', 'en');
    // @ts-expect-error a twin that holds no text is not a localised field
    pick({ size: 3, size_en: 3 }, 'size', 'en');
  });
});
