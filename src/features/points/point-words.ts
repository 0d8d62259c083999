type Translate = (text: string, vars?: Record<string, string | number>) => string;

/** A number of points with its unit ("1,500원", "1,500 points") and its sign for the ledger ("+1,500원", "−1,000원"). */
export function pointWords(t: Translate) {
  const points = (n: number) => t('{points}원', { points: Math.abs(n).toLocaleString('en-US') });
  return {
    points,
    signed: (n: number) => `${n < 0 ? '−' : '+'}${points(n)}`,
  };
}
