import { persistentAtom } from '@nanostores/persistent';
import { STUDIO_COMPOSITION_STORAGE_KEY, STUDIO_TOUR_STORAGE_KEY } from '~/lib/constants';
import type { Composition } from '~/lib/studio/types';
import { EMPTY_COMPOSITION } from './composition';

/** The piece being composed, and the saved formula it came from (null until it is saved). */
export type StudioDraft = { formulaId: number | null; name: string; composition: Composition };

export const EMPTY_DRAFT: StudioDraft = { formulaId: null, name: '', composition: EMPTY_COMPOSITION };

/** A stored draft that does not read as one (an older shape, a hand edit) starts over. */
export function decodeDraft(raw: string): StudioDraft {
  try {
    const value = JSON.parse(raw) as Partial<StudioDraft>;
    const c = value.composition;
    if (!c || typeof c !== 'object' || !Array.isArray(c.notes) || !Array.isArray(c.colours)) return EMPTY_DRAFT;
    return {
      formulaId: typeof value.formulaId === 'number' ? value.formulaId : null,
      name: typeof value.name === 'string' ? value.name : '',
      composition: { ...EMPTY_COMPOSITION, ...c },
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/**
 * Kept in localStorage so the composition survives moving between the studio's pages and the
 * login a visitor is sent through when saving (the shop's login-required flow comes back here).
 */
export const $draft = persistentAtom<StudioDraft>(STUDIO_COMPOSITION_STORAGE_KEY, EMPTY_DRAFT, {
  encode: JSON.stringify,
  decode: decodeDraft,
});

/** Set once the guided tour has been finished, skipped or stopped in this browser. */
export const $tourSeen = persistentAtom<string>(STUDIO_TOUR_STORAGE_KEY, '');

export function updateComposition(change: (c: Composition) => Composition): void {
  const draft = $draft.get();
  const next = change(draft.composition);
  if (next !== draft.composition) $draft.set({ ...draft, composition: next });
}

export function renameDraft(name: string): void {
  $draft.set({ ...$draft.get(), name });
}

/** After a save the draft belongs to that formula: a later save updates it. */
export function markSaved(formulaId: number, name: string): void {
  $draft.set({ ...$draft.get(), formulaId, name });
}

/** Opening a saved formula in the composer. */
export function openFormula(formulaId: number, name: string, composition: Composition): void {
  $draft.set({ formulaId, name, composition });
}

export function startOver(): void {
  $draft.set(EMPTY_DRAFT);
}
