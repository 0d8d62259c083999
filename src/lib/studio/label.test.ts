import { describe, expect, it } from 'vitest';
import { charCount, checkLabel, normaliseLabel } from './label';

const label = (textKo: string, textEn = 'Evans', extra = {}) => ({
  textKo,
  textEn,
  font: 'gothic' as const,
  colour: '#333333',
  ...extra,
});

describe('label rules', () => {
  it('accepts Korean up to 20 and English up to 30 characters, trimmed', () => {
    expect(checkLabel(label('가'.repeat(20), 'a'.repeat(30)))).toEqual({});
    expect(checkLabel(label(`  ${'가'.repeat(20)}  `))).toEqual({});
    expect(normaliseLabel(label('  우리집 향  ')).textKo).toBe('우리집 향');
  });
  it('refuses text that is too long, with the field and the count', () => {
    expect(checkLabel(label('가'.repeat(21)))['label.text_ko']?.[0]).toContain('20자 이하');
    expect(checkLabel(label('가', 'a'.repeat(31)))['label.text_en']?.[0]).toContain('30자 이하');
  });
  it('counts characters as people do (emoji is one)', () => {
    expect(charCount('🕯️a')).toBe(3);
    expect(charCount('향')).toBe(1);
  });
  it('refuses control characters, an unknown font, a colour that is not #rrggbb, and an empty label', () => {
    expect(checkLabel(label('첫줄\n둘째줄'))).toHaveProperty(['label.text_ko']);
    expect(checkLabel(label('향', 'x', { font: 'comic' as never }))).toHaveProperty(['label.font']);
    expect(checkLabel(label('향', 'x', { colour: 'red' }))).toHaveProperty(['label.colour']);
    expect(checkLabel(label('', ''))).toHaveProperty(['label.text_ko']);
    expect(checkLabel(null)).toEqual({});
  });
  it('keeps markup as given (it is escaped when shown)', () => {
    expect(checkLabel(label('<b>향</b>'))).toEqual({});
  });
});
