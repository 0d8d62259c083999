/**
 * The price of one made-to-order piece, from what goes into it: the oils (by ml), the base (by ml),
 * the colours (by drop), the vessel and lid (each), the making fee of the size and the label fee,
 * rounded up to 100 won; quantity tiers take a percentage off the unit price.
 */
import type { QuantityTier } from './types.ts';

export type PricedNote = { costPerMl: number; share: number };
export type PriceInputs = {
  sizeMl: number;
  loadPercent: number;
  notes: PricedNote[];
  /** Cost per ml of the base (wax or liquid); 0 when none is chosen. */
  baseCostPerMl: number;
  colours: { costPerDrop: number; drops: number }[];
  vesselCost: number;
  lidCost: number;
  makingFee: number;
  labelFee: number;
  tiers: QuantityTier[];
};

export type Price = {
  materialsCost: number;
  makingFee: number;
  labelFee: number;
  /** Price of one piece at quantity 1. */
  unitPrice: number;
  tiers: { minQuantity: number; unitPrice: number }[];
};

/** Rounded up to the next 100 won, as the shop's prices are. */
export const roundUp100 = (won: number): number => Math.ceil(Math.round(won) / 100) * 100;

/** What the materials of one piece cost, in won (not rounded to 100). */
export function materialsCost(p: Omit<PriceInputs, 'makingFee' | 'labelFee' | 'tiers'>): number {
  const oilMl = (p.sizeMl * p.loadPercent) / 100;
  const oils = p.notes.reduce((s, n) => s + ((oilMl * n.share) / 100) * n.costPerMl, 0);
  const base = (p.sizeMl - oilMl) * p.baseCostPerMl;
  const colours = p.colours.reduce((s, c) => s + c.costPerDrop * Math.max(0, c.drops), 0);
  return Math.round(oils + base + colours + p.vesselCost + p.lidCost);
}

/** The unit price at a quantity: the tier with the largest minimum not above it. */
export function unitPriceAt(price: Pick<Price, 'tiers' | 'unitPrice'>, quantity: number): number {
  let unit = price.unitPrice;
  for (const t of price.tiers) if (quantity >= t.minQuantity) unit = t.unitPrice;
  return unit;
}

export function priceComposition(p: PriceInputs): Price {
  const cost = materialsCost(p);
  const unitPrice = roundUp100(cost + p.makingFee + p.labelFee);
  const tiers = [...p.tiers]
    .sort((a, b) => a.min_quantity - b.min_quantity)
    .map((t) => ({
      minQuantity: t.min_quantity,
      unitPrice: roundUp100((unitPrice * (100 - t.discount_percent)) / 100),
    }));
  return { materialsCost: cost, makingFee: p.makingFee, labelFee: p.labelFee, unitPrice, tiers };
}
