import { describe, expect, it } from 'vitest';
import { sizeOf } from './disclosure.ts';
import { pdfPage, samplePdf } from './sample-pdf.ts';
import { SEED_SETTINGS } from './settings.data.ts';

describe('seed helpers', () => {
  it('reads the size a product name carries, or its size options', () => {
    expect(sizeOf('유리 캔들 용기 200ml')).toEqual(['200ml', '200ml']);
    expect(sizeOf('코튼 심지 CD-10 100개입')).toEqual(['100개입', '100 pcs']);
    expect(sizeOf('바닐라 빈 프래그런스 오일', ['50ml', '100ml'])[0]).toBe('50ml / 100ml (옵션 선택)');
    expect(sizeOf('히팅건')[1]).toBe('See the product details');
  });

  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = samplePdf().toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((off, i) => {
      expect(pdf.slice(off).startsWith(`${i + 1} 0 obj`)).toBe(true);
    });
    const startxref = Number(pdf.match(/startxref\n(\d+)/)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  });

  it('sets the service hours, fees and old hosts the footer and checkout read', () => {
    expect(SEED_SETTINGS.shop.hours).toMatchObject({ weekdays: '10:00~18:00', lunch: '12:00~13:00' });
    expect(SEED_SETTINGS.shipping).toMatchObject({ base_fee: 3000, free_threshold: 50000 });
    expect(SEED_SETTINGS.shipping.remote_areas[0]).toEqual({ from: '63000', to: '63644', fee: 3000, name: '제주' });
    expect(SEED_SETTINGS.migration.old_hosts).toEqual(['evanscandle.co.kr', 'www.evanscandle.co.kr']);
  });
});

describe('the seeded documents’ PDFs', () => {
  it('escape parentheses and backslashes and drop what Helvetica cannot draw', () => {
    const pdf = pdfPage('MSDS (Soy wax)', ['a\\b', '소이왁스 Soy']).toString('latin1');
    expect(pdf).toContain('(MSDS \\(Soy wax\\)) Tj');
    expect(pdf).toContain('(a\\\\b) Tj');
    expect(pdf).toContain('( Soy) Tj');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
