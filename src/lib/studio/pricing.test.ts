import { describe, expect, it } from 'vitest';
import { materialsCost, priceComposition, roundUp100, unitPriceAt } from './pricing';

const inputs = {
  sizeMl: 200,
  loadPercent: 10,
  notes: [
    { costPerMl: 100, share: 50 },
    { costPerMl: 200, share: 50 },
  ],
  baseCostPerMl: 10,
  colours: [{ costPerDrop: 20, drops: 5 }],
  vesselCost: 2200,
  lidCost: 0,
  makingFee: 12000,
  labelFee: 1500,
  tiers: [
    { min_quantity: 10, discount_percent: 5 },
    { min_quantity: 1, discount_percent: 0 },
  ],
};

describe('studio pricing', () => {
  it('costs oils by ml of oil, the base by the rest, colours by drop, the vessel each', () => {
    // 20 ml oil: 10 ml × 100 + 10 ml × 200 = 3000; base 180 ml × 10 = 1800; 5 drops × 20 = 100; jar 2200.
    expect(materialsCost(inputs)).toBe(7100);
  });
  it('adds the making and label fees and rounds up to 100 won', () => {
    const p = priceComposition(inputs);
    expect(p.unitPrice).toBe(20600);
    expect(roundUp100(20501)).toBe(20600);
    expect(roundUp100(20500)).toBe(20500);
  });
  it('takes the quantity tier off the unit price', () => {
    const p = priceComposition(inputs);
    expect(p.tiers).toEqual([
      { minQuantity: 1, unitPrice: 20600 },
      { minQuantity: 10, unitPrice: 19600 },
    ]);
    expect(unitPriceAt(p, 9)).toBe(20600);
    expect(unitPriceAt(p, 10)).toBe(19600);
  });
});
