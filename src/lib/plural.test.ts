import { describe, expect, it } from 'vitest';
import { fill } from './i18n';
import { fillPlurals, plural, pluralCategory } from './plural';

describe('plural rules (Intl.PluralRules)', () => {
  it('says one notification and two notifications in English', () => {
    const forms = { one: '# notification', other: '# notifications' };
    expect(plural(1, forms)).toBe('1 notification');
    expect(plural(2, forms)).toBe('2 notifications');
    expect(plural(0, forms)).toBe('0 notifications');
  });

  it('reads a formatted count and keeps it as written', () => {
    expect(plural('1,234', { one: '# star', other: '# stars' })).toBe('1,234 stars');
    expect(plural('1', { one: '# star', other: '# stars' })).toBe('1 star');
  });

  it('prefers an exact form over the category', () => {
    expect(plural(0, { '=0': 'no units', one: '# unit', other: '# units' })).toBe('no units');
  });

  it('follows the locale: Korean has one form, other', () => {
    expect(pluralCategory(1, 'ko')).toBe('other');
    expect(pluralCategory(1, 'en')).toBe('one');
  });

  it('fills ICU plural blocks in a translation, and plain placeholders beside them', () => {
    const text = '{lines} selected · {quantity, plural, one {# unit} other {# units}}';
    expect(fill(text, { lines: 2, quantity: 1 })).toBe('2 selected · 1 unit');
    expect(fill(text, { lines: 1, quantity: 3 })).toBe('1 selected · 3 units');
  });

  it('leaves a block without its count as written', () => {
    const text = '{count, plural, one {# star} other {# stars}}';
    expect(fillPlurals(text, {})).toBe(text);
  });
});
