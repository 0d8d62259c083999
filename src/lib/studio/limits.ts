/**
 * Fragrance load and per-oil limits. The load (the oil's share of the whole product) is bounded per
 * product type; each oil's share of the whole product (load × note share / 100) may not pass the
 * oil's own maximum, an IFRA-style limit stored on the oil.
 */
import { type Lang, studioMessage as msg } from './messages.ts';
import { addError, type FieldErrors, type LoadRange, type Note } from './types.ts';

export type OilLimit = { name: string; maxPercent: number | null };

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The oil's share of the whole product, in %. */
export function oilPercentOfProduct(loadPercent: number, share: number): number {
  return round2((loadPercent * share) / 100);
}

/** The load must lie in the type's range (inclusive). */
export function checkLoad(loadPercent: number, range: LoadRange, typeName: string, lang: Lang = 'ko'): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isFinite(loadPercent) || loadPercent < range.min || loadPercent > range.max)
    addError(errors, 'load_percent', msg(lang, 'loadRange', { type: typeName, min: range.min, max: range.max }));
  return errors;
}

/**
 * The largest share a note may take before its oil passes its maximum at this load, in %
 * (100 when the oil has no limit). The composer caps its slider with it.
 */
export function maxShareFor(loadPercent: number, maxPercent: number | null): number {
  if (maxPercent === null || loadPercent <= 0) return 100;
  return Math.min(100, Math.floor(((maxPercent * 100) / loadPercent) * 10) / 10);
}

/** Every note's oil within its maximum at this load; errors on `notes.{i}.share`. */
export function checkOilLimits(
  notes: Pick<Note, 'materialId' | 'share'>[],
  loadPercent: number,
  oils: ReadonlyMap<number, OilLimit>,
  lang: Lang = 'ko',
): FieldErrors {
  const errors: FieldErrors = {};
  notes.forEach((n, i) => {
    const oil = oils.get(n.materialId);
    if (!oil || oil.maxPercent === null) return;
    const used = oilPercentOfProduct(loadPercent, n.share);
    if (used > oil.maxPercent + 1e-9)
      addError(
        errors,
        `notes.${i}.share`,
        msg(lang, 'oilMax', {
          name: oil.name,
          max: oil.maxPercent,
          used,
          share: maxShareFor(loadPercent, oil.maxPercent),
        }),
      );
  });
  return errors;
}

/** Merges field errors; later lists add to earlier ones. */
export function mergeErrors(...all: FieldErrors[]): FieldErrors {
  const out: FieldErrors = {};
  for (const errors of all) for (const [k, list] of Object.entries(errors)) for (const m of list) addError(out, k, m);
  return out;
}
