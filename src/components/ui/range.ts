import { RANGE_DEFAULT_MAX, RANGE_DEFAULT_MIN } from '~/lib/constants';

/** Spec 5: a range value stays between min (default 0) and max (default 100). */
export function clampValue(value: number, min = RANGE_DEFAULT_MIN, max = RANGE_DEFAULT_MAX): number {
  if (Number.isNaN(value)) return min;
  return Math.min(Math.max(value, min), max);
}

/** A typed number clamped to the range; null while the box holds no number yet (empty, '-'). */
export function parseRangeText(text: string, min = RANGE_DEFAULT_MIN, max = RANGE_DEFAULT_MAX): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? clampValue(value, min, max) : null;
}
