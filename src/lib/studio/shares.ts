/**
 * Note shares: percentages of the fragrance oil that always sum to 100. Values are kept in tenths
 * of a percent (one decimal), so the sum is exact.
 */
import { type Lang, studioMessage as msg } from './messages.ts';
import { addError, type FieldErrors } from './types.ts';

/** At most this many notes in one blend (the spec's "selectable options is {count}"). */
export const MAX_NOTES = 8;
const WHOLE = 1000; // 100 % in tenths

const tenths = (v: number) => Math.round(v * 10);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Splits `total` tenths over the weights in proportion (largest remainder), each a whole number of
 * tenths; equal parts when every weight is 0.
 */
function apportion(weights: number[], total: number): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const ideal = weights.map((w) => (sum > 0 ? (w / sum) * total : total / weights.length));
  const out = ideal.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = ideal.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left--;
  }
  return out;
}

/**
 * Sets one share and rescales the others proportionally so that the sum stays 100. With `step` 1
 * the results are whole percents, with 0.1 one decimal. A single note is always 100.
 */
export function rescale(shares: number[], index: number, newValue: number, step: 0.1 | 1 = 0.1): number[] {
  if (shares.length === 0) return [];
  if (shares.length === 1) return [100];
  const unit = step === 1 ? 10 : 1;
  const target = clamp(Math.round(tenths(newValue) / unit) * unit, 0, WHOLE);
  const others = shares.map((s, i) => (i === index ? -1 : Math.max(0, tenths(s) / unit)));
  const rest = apportion(
    others.filter((v) => v >= 0),
    (WHOLE - target) / unit,
  );
  let k = 0;
  return shares.map((_, i) => (i === index ? target / 10 : ((rest[k++] ?? 0) * unit) / 10));
}

/** Equal shares for n notes (one decimal), summing to 100. */
export function evenShares(n: number): number[] {
  return apportion(new Array(n).fill(1), WHOLE).map((t) => t / 10);
}

/** The shares after adding a note: the newcomer takes an equal part, the others shrink in proportion. */
export function withAddedNote(shares: number[]): number[] {
  if (shares.length === 0) return [100];
  const grown = [...shares, 0];
  return rescale(grown, grown.length - 1, 100 / grown.length);
}

/** The shares after removing a note: the others grow in proportion back to 100. */
export function withoutNote(shares: number[], index: number): number[] {
  const left = shares.filter((_, i) => i !== index);
  if (left.length === 0) return [];
  const parts = apportion(
    left.map((s) => Math.max(0, s)),
    WHOLE,
  );
  return parts.map((t) => t / 10);
}

/** True when the shares sum to 100 (to a tenth). */
export function sumsToHundred(shares: number[]): boolean {
  return shares.reduce((a, b) => a + tenths(b), 0) === WHOLE;
}

/** Note count and share rules, with errors keyed as the API names them. */
export function checkShares(shares: number[], lang: Lang = 'ko'): FieldErrors {
  const errors: FieldErrors = {};
  if (shares.length === 0) addError(errors, 'notes', msg(lang, 'noNotes'));
  if (shares.length > MAX_NOTES) addError(errors, 'notes', msg(lang, 'tooManyNotes', { max: MAX_NOTES }));
  shares.forEach((s, i) => {
    if (!Number.isFinite(s) || s <= 0 || s > 100) addError(errors, `notes.${i}.share`, msg(lang, 'shareRange'));
    else if (Math.abs(tenths(s) - s * 10) > 1e-6) addError(errors, `notes.${i}.share`, msg(lang, 'shareStep'));
  });
  if (shares.length > 0 && !errors.notes && !sumsToHundred(shares))
    addError(errors, 'notes', msg(lang, 'shareSum', { sum: Math.round(shares.reduce((a, b) => a + b, 0) * 10) / 10 }));
  return errors;
}
