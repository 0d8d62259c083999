import { describe, expect, it } from 'vitest';
import { checkComposition, type MaterialFacts } from './rules';
import { type Composition, DEFAULT_STUDIO_SETTINGS } from './types';

const m = (id: number, kind: MaterialFacts['kind'], extra: Partial<MaterialFacts> = {}): [number, MaterialFacts] => [
  id,
  {
    id,
    kind,
    name: `재료${id}`,
    maxPercent: null,
    fits: [],
    volumeMl: null,
    available: true,
    safetyNo: null,
    ...extra,
  },
];
const materials = new Map([
  m(1, 'oil', { maxPercent: 8 }),
  m(2, 'oil', { maxPercent: 1 }),
  m(3, 'oil', { available: false }),
  m(10, 'base', { safetyNo: 'CB23-01-0001', fits: ['candle'] }),
  m(11, 'base', { fits: ['candle'] }),
  m(20, 'vessel', { fits: ['candle'], volumeMl: 200 }),
  m(21, 'vessel', { fits: ['diffuser'], volumeMl: 200 }),
  m(30, 'dye', { swatch: '#ff0000' } as Partial<MaterialFacts>),
]);
const ok: Composition = {
  type: 'candle',
  sizeMl: 200,
  baseId: 10,
  loadPercent: 8,
  notes: [
    { materialId: 1, role: 'top', share: 90 },
    { materialId: 2, role: 'base', share: 10 },
  ],
  colours: [{ materialId: 30, drops: 4 }],
  vesselId: 20,
  lidId: null,
  label: { textKo: '우리집', textEn: 'Home', font: 'gothic', colour: '#222222' },
};
const check = (c: Partial<Composition>) => checkComposition({ ...ok, ...c }, DEFAULT_STUDIO_SETTINGS, materials);

describe('composition rules', () => {
  it('passes a good candle', () => {
    expect(check({})).toEqual({});
  });
  it('refuses a size the type is not made in', () => {
    expect(check({ sizeMl: 150 })).toHaveProperty('size_ml');
  });
  it('refuses unknown, wrong-kind and sold-out materials', () => {
    expect(check({ notes: [{ materialId: 99, role: 'top', share: 100 }] })).toHaveProperty(['notes.0.material_id']);
    expect(check({ notes: [{ materialId: 20, role: 'top', share: 100 }] })).toHaveProperty(['notes.0.material_id']);
    expect(check({ notes: [{ materialId: 3, role: 'top', share: 100 }] })['notes.0.material_id']?.[0]).toContain(
      '품절',
    );
  });
  it('refuses a base without 안전확인 신고번호', () => {
    expect(check({ baseId: 11 }).base_id?.[0]).toContain('안전확인 신고번호');
  });
  it('refuses a vessel that does not fit the type or the size', () => {
    expect(check({ vesselId: 21 })).toHaveProperty('vessel_id');
    expect(check({ sizeMl: 300 })).toHaveProperty('vessel_id');
  });
  it('refuses an oil above its limit at the load, and a load outside the range', () => {
    expect(
      check({
        notes: [
          { materialId: 1, role: 'top', share: 80 },
          { materialId: 2, role: 'base', share: 20 },
        ],
      }),
    ).toHaveProperty(['notes.1.share']);
    expect(check({ loadPercent: 12 })).toHaveProperty('load_percent');
  });
  it('refuses the same oil twice and colour drops out of range', () => {
    expect(
      check({
        notes: [
          { materialId: 1, role: 'top', share: 50 },
          { materialId: 1, role: 'base', share: 50 },
        ],
      }),
    ).toHaveProperty(['notes.1.material_id']);
    expect(check({ colours: [{ materialId: 30, drops: 0 }] })).toHaveProperty(['colours.0.drops']);
  });
});

describe('composition rules in English', () => {
  it('gives the same fields with English messages, and Korean particles in Korean', () => {
    const en = checkComposition({ ...ok, loadPercent: 12, baseId: 11 }, DEFAULT_STUDIO_SETTINGS, materials, 'en');
    expect(en.load_percent?.[0]).toBe('The fragrance load of a container candle must be 6–10%.');
    expect(en.base_id?.[0]).toContain('has no safety confirmation number');
    const ko = checkComposition({ ...ok, baseId: 11 }, DEFAULT_STUDIO_SETTINGS, materials);
    expect(ko.base_id?.[0]).toBe('재료11은 안전확인 신고번호가 없어 제작할 수 없습니다. 다른 베이스를 골라 주세요.');
  });
});
