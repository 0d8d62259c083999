import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $draft, EMPTY_DRAFT, type StudioDraft } from './studio.store';

/**
 * The stored draft once the island runs in the browser. The server drew the empty draft, so the
 * first render in the browser draws it too and the stored one follows, without a hydration mismatch.
 */
export function useDraft(): { draft: StudioDraft; ready: boolean } {
  const stored = useStore($draft);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return { draft: ready ? stored : EMPTY_DRAFT, ready };
}
