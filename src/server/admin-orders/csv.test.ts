import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, parseCsv } from './csv';

describe('CSV read and written as Excel does', () => {
  it('reads quoted commas, doubled quotes, CRLF rows and a byte order mark, and skips blank rows', () => {
    const text =
      '\uFEFFod_id,carrier,tracking\r\n2025010112000001,"CJ대한통운, 본점","12""34"\r\n\r\n2025010112000002,우체국택배,5678\n';
    expect(parseCsv(text)).toEqual([
      ['od_id', 'carrier', 'tracking'],
      ['2025010112000001', 'CJ대한통운, 본점', '12"34'],
      ['2025010112000002', '우체국택배', '5678'],
    ]);
  });

  it('quotes what needs quoting and keeps a formula-like text as text', () => {
    expect(csvCell('김, 향기')).toBe('"김, 향기"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-3000)).toBe('-3000');
    expect(csvLine(['a', null, 3])).toBe('a,,3\r\n');
  });
});
