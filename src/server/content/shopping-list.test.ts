import { describe, expect, it } from 'vitest';
import { unitsFor } from './shopping-list.service';

describe('a guide material’s units for the pieces made (재료 한번에 담기)', () => {
  const wax = { amount_per_piece: 180, amount_per_unit: 1000 };
  it('a consumable scales: 180 g a candle of a 1 kg pack is 1 pack for 1–5 candles and 2 for 6', () => {
    expect(unitsFor(wax, 1)).toBe(1);
    expect(unitsFor(wax, 5)).toBe(1);
    expect(unitsFor(wax, 6)).toBe(2);
    expect(unitsFor(wax, 50)).toBe(9);
  });
  it('one of a thing per piece is that many units; one of a pack of 100 is one pack until the 101st', () => {
    expect(unitsFor({ amount_per_piece: 1, amount_per_unit: 1 }, 7)).toBe(7);
    expect(unitsFor({ amount_per_piece: 1, amount_per_unit: 100 }, 100)).toBe(1);
    expect(unitsFor({ amount_per_piece: 1, amount_per_unit: 100 }, 101)).toBe(2);
  });
  it('a tool is bought once however many pieces are made', () => {
    expect(unitsFor({ amount_per_piece: null, amount_per_unit: 1 }, 30)).toBe(1);
  });
});
