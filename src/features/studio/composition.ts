import { oilPercentOfProduct } from '~/lib/studio/limits';
import { rescale } from '~/lib/studio/shares';
import type { Composition, Family, NoteRole, ProductType } from '~/lib/studio/types';

/** What the studio starts from: a candle with nothing chosen yet; the catalogue fills in size and load. */
export const EMPTY_COMPOSITION: Composition = {
  type: 'candle',
  sizeMl: 0,
  baseId: null,
  loadPercent: 0,
  notes: [],
  colours: [],
  vesselId: null,
  lidId: null,
  label: null,
};

/** Bright families open a blend, heavy ones carry its trail: the role a note starts with. */
const ROLE_OF_FAMILY: Record<Family, NoteRole> = {
  citrus: 'top',
  fresh: 'top',
  green: 'top',
  floral: 'middle',
  spicy: 'middle',
  woody: 'base',
  gourmand: 'base',
  musk: 'base',
};

export function defaultRole(family: Family): NoteRole {
  return ROLE_OF_FAMILY[family];
}

/** A new note takes an even part; the others keep their proportions in what is left. */
export function addNote(c: Composition, materialId: number, role: NoteRole): Composition {
  if (c.notes.some((n) => n.materialId === materialId)) return c;
  const grown = [...c.notes, { materialId, role, share: 0 }];
  const shares = rescale(
    grown.map((n) => n.share),
    grown.length - 1,
    100 / grown.length,
    1,
  );
  const notes = grown.map((n, i) => ({ ...n, share: shares[i] ?? 0 }));
  return { ...c, notes };
}

/** The notes left share the removed note's part in their proportions. */
export function removeNote(c: Composition, materialId: number): Composition {
  const kept = c.notes.filter((n) => n.materialId !== materialId);
  const total = kept.reduce((sum, n) => sum + n.share, 0);
  const first = kept[0]?.share ?? 0;
  // Setting the first share to its part of 100 rescales the rest in proportion, in whole percents.
  const shares = rescale(
    kept.map((n) => n.share),
    0,
    total > 0 ? (first * 100) / total : 100 / kept.length,
    1,
  );
  return { ...c, notes: kept.map((n, i) => ({ ...n, share: shares[i] ?? 0 })) };
}

/** The chosen notes become exactly `ids`, in that order; new ones take the role of their family. */
export function chooseNotes(c: Composition, ids: readonly number[], familyOf: (id: number) => Family): Composition {
  let next = c;
  for (const note of c.notes) if (!ids.includes(note.materialId)) next = removeNote(next, note.materialId);
  for (const id of ids) next = addNote(next, id, defaultRole(familyOf(id)));
  return next;
}

/** One note's share moves; the others rescale so the sum stays 100. */
export function setShare(c: Composition, index: number, value: number): Composition {
  const shares = rescale(
    c.notes.map((n) => n.share),
    index,
    value,
    1,
  );
  return { ...c, notes: c.notes.map((n, i) => ({ ...n, share: shares[i] ?? n.share })) };
}

export function setRole(c: Composition, index: number, role: NoteRole): Composition {
  return { ...c, notes: c.notes.map((n, i) => (i === index ? { ...n, role } : n)) };
}

/** Zero drops takes the colour out. */
export function setDrops(c: Composition, materialId: number, drops: number): Composition {
  const others = c.colours.filter((x) => x.materialId !== materialId);
  const had = c.colours.some((x) => x.materialId === materialId);
  if (drops <= 0) return { ...c, colours: others };
  const colours = had
    ? c.colours.map((x) => (x.materialId === materialId ? { materialId, drops } : x))
    : [...others, { materialId, drops }];
  return { ...c, colours };
}

export type TypeChoice = { type: ProductType; sizes: readonly { ml: number }[]; load: { min: number; max: number } };

/** Midway in the type's range, on a half step. */
export function middleLoad(load: { min: number; max: number }): number {
  return Math.round(load.min + load.max) / 2;
}

/**
 * A composition kept from another visit or another type made to fit the catalogue it is shown
 * with: a size the type offers, a load in its range, a base of the type.
 */
export function fitComposition(
  c: Composition,
  type: TypeChoice,
  baseIds: readonly number[],
  vesselFits: (id: number) => boolean,
): Composition {
  const sizeMl = type.sizes.some((s) => s.ml === c.sizeMl) ? c.sizeMl : (type.sizes[0]?.ml ?? 0);
  const load = c.type === type.type && c.loadPercent >= type.load.min && c.loadPercent <= type.load.max;
  const baseId = c.baseId !== null && baseIds.includes(c.baseId) ? c.baseId : (baseIds[0] ?? null);
  const vesselId = c.vesselId !== null && vesselFits(c.vesselId) ? c.vesselId : null;
  return { ...c, type: type.type, sizeMl, loadPercent: load ? c.loadPercent : middleLoad(type.load), baseId, vesselId };
}

/** A note's oil as a share of the whole product in %: what the oil's own maximum is measured against. */
export function oilOfWhole(c: Composition, share: number): number {
  return oilPercentOfProduct(c.loadPercent, share);
}

type BaseChoice = { id: number; available: boolean; safety_no: string | null };
const baseRank = (b: BaseChoice) => (b.available ? 0 : 2) + (b.safety_no ? 0 : 1);

/** The bases a new draft may start on, best first: on sale and carrying a 안전확인 신고번호. */
export function basesByPreference(bases: readonly BaseChoice[]): number[] {
  return [...bases].sort((a, b) => baseRank(a) - baseRank(b)).map((b) => b.id);
}
