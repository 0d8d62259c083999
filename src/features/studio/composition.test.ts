import { describe, expect, it } from 'vitest';
import type { Composition } from '~/lib/studio/types';
import {
  addNote,
  basesByPreference,
  chooseNotes,
  defaultRole,
  EMPTY_COMPOSITION,
  fitComposition,
  oilOfWhole,
  removeNote,
  setDrops,
  setShare,
} from './composition';

const sum = (c: Composition) => c.notes.reduce((s, n) => s + n.share, 0);
const candle = { type: 'candle' as const, sizes: [{ ml: 200 }, { ml: 300 }], load: { min: 6, max: 10 } };

describe('the composition the studio edits', () => {
  it('gives a new note an even part and keeps the sum at 100 through four notes', () => {
    let c = EMPTY_COMPOSITION;
    for (const id of [1, 2, 3, 4]) c = addNote(c, id, 'top');
    expect(c.notes.map((n) => n.share)).toEqual([25, 25, 25, 25]);
    expect(
      addNote(addNote(addNote(EMPTY_COMPOSITION, 1, 'top'), 2, 'top'), 3, 'top').notes.map((n) => n.share),
    ).toEqual([34, 33, 33]);
    expect(sum(c)).toBe(100);
    expect(addNote(c, 2, 'base')).toBe(c);
  });

  it('shares a removed note among the others in their proportions', () => {
    let c = addNote(addNote(addNote(EMPTY_COMPOSITION, 1, 'top'), 2, 'middle'), 3, 'base');
    c = setShare(c, 0, 60);
    expect(sum(c)).toBeCloseTo(100, 5);
    expect(c.notes.map((n) => n.share)).toEqual([60, 20, 20]);
    c = removeNote(c, 1);
    expect(c.notes.map((n) => n.materialId)).toEqual([2, 3]);
    expect(c.notes.map((n) => n.share)).toEqual([50, 50]);
    expect(removeNote(removeNote(c, 2), 3).notes).toEqual([]);
  });

  it('rescales the other notes when one share moves, so the sum stays 100', () => {
    let c = addNote(addNote(EMPTY_COMPOSITION, 1, 'top'), 2, 'base');
    c = setShare(c, 0, 70);
    expect(c.notes[0]?.share).toBe(70);
    expect(sum(c)).toBeCloseTo(100, 5);
  });

  it('follows a multi-select change: notes unchosen leave, new ones take the role of their family', () => {
    const family = (id: number): 'woody' | 'citrus' => (id === 9 ? 'woody' : 'citrus');
    const c = chooseNotes(addNote(EMPTY_COMPOSITION, 1, 'top'), [9], family);
    expect(c.notes).toEqual([{ materialId: 9, role: 'base', share: 100 }]);
    expect(defaultRole('citrus')).toBe('top');
    expect(defaultRole('floral')).toBe('middle');
  });

  it('measures an oil against its maximum as its share of the whole product (load × share / 100)', () => {
    expect(oilOfWhole({ ...EMPTY_COMPOSITION, loadPercent: 8 }, 25)).toBe(2);
  });

  it('takes a colour out at zero drops and changes its drops otherwise', () => {
    let c = setDrops(EMPTY_COMPOSITION, 5, 3);
    c = setDrops(c, 5, 4);
    expect(c.colours).toEqual([{ materialId: 5, drops: 4 }]);
    expect(setDrops(c, 5, 0).colours).toEqual([]);
  });

  it('fits a kept draft to the catalogue: a size offered, a load in range, a base of the type, a vessel that fits', () => {
    const kept = {
      ...EMPTY_COMPOSITION,
      type: 'diffuser' as const,
      sizeMl: 100,
      loadPercent: 20,
      baseId: 7,
      vesselId: 3,
    };
    const c = fitComposition(kept, candle, [11, 12], () => false);
    expect(c).toMatchObject({ type: 'candle', sizeMl: 200, loadPercent: 8, baseId: 11, vesselId: null });
    const same = fitComposition({ ...c, sizeMl: 300, loadPercent: 9.5 }, candle, [11, 12], () => true);
    expect(same).toMatchObject({ sizeMl: 300, loadPercent: 9.5, baseId: 11 });
  });

  it('starts a new draft on a base that can be ordered: on sale with its 안전확인 신고번호 before one without', () => {
    const bases = [
      { id: 1, available: true, safety_no: null },
      { id: 2, available: false, safety_no: 'CB-1' },
      { id: 3, available: true, safety_no: 'CB-2' },
    ];
    expect(basesByPreference(bases)).toEqual([3, 1, 2]);
  });
});
