import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ProductType } from '~/lib/studio/types';
import { type Catalogue, typeOf } from './catalogue';
import { basesByPreference, fitComposition } from './composition';
import { $draft, EMPTY_DRAFT, type StudioDraft, updateComposition } from './studio.store';

/** The draft made to fit the catalogue as `type`: a size it offers, a load in range, a base of the type. */
export function fitDraftTo(catalogue: Catalogue, type: ProductType): void {
  const chosen = typeOf(catalogue, type);
  if (!chosen) return;
  const fits = (id: number) => catalogue.vessels.some((v) => v.id === id && v.fits.includes(type));
  updateComposition((current) => fitComposition(current, chosen, basesByPreference(chosen.bases), fits));
}

/**
 * The stored draft once the island runs in the browser, fitted to what the shop offers today. The
 * server drew the empty draft, so the first render in the browser draws it too and the stored one
 * follows, without a hydration mismatch.
 */
export function useDraft(catalogue: Catalogue): { draft: StudioDraft; ready: boolean } {
  const stored = useStore($draft);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    fitDraftTo(catalogue, $draft.get().composition.type);
    setReady(true);
  }, [catalogue]);
  return { draft: ready ? stored : EMPTY_DRAFT, ready };
}
