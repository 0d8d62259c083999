import { describe, expect, it } from 'vitest';
import { checkLoad, checkOilLimits, maxShareFor, oilPercentOfProduct } from './limits';

describe('fragrance load and per-oil limits', () => {
  it('bounds the load by the type range, inclusive', () => {
    const candle = { min: 6, max: 10 };
    expect(checkLoad(6, candle, '캔들')).toEqual({});
    expect(checkLoad(10, candle, '캔들')).toEqual({});
    expect(checkLoad(12, candle, '캔들').load_percent?.[0]).toBe('캔들의 향료 농도는 6~10% 사이여야 합니다.');
    expect(checkLoad(5.9, candle, '캔들')).toHaveProperty('load_percent');
  });
  it("refuses an oil whose share of the whole product passes the oil's maximum", () => {
    const oils = new Map([
      [1, { name: '시나몬', maxPercent: 2 }],
      [2, { name: '라벤더', maxPercent: null }],
    ]);
    expect(oilPercentOfProduct(10, 20)).toBe(2);
    expect(checkOilLimits([{ materialId: 1, share: 20 }], 10, oils)).toEqual({});
    const errors = checkOilLimits(
      [
        { materialId: 2, share: 70 },
        { materialId: 1, share: 30 },
      ],
      10,
      oils,
    );
    expect(Object.keys(errors)).toEqual(['notes.1.share']);
    expect(errors['notes.1.share']?.[0]).toContain('2%까지만');
  });
  it('gives the largest share an oil may take at a load', () => {
    expect(maxShareFor(10, 2)).toBe(20);
    expect(maxShareFor(8, 3)).toBe(37.5);
    expect(maxShareFor(8, null)).toBe(100);
    expect(maxShareFor(5, 10)).toBe(100);
  });
});
