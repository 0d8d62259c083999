/** Points a purchase earns: the rate of the amount, in whole won, rounded down. */
export function pointsFor(amount: number, earnRatePercent: number): number {
  if (!Number.isFinite(amount) || !Number.isFinite(earnRatePercent)) return 0;
  return Math.max(0, Math.floor((amount * earnRatePercent) / 100));
}
