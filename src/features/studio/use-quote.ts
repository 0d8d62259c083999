import { useEffect, useState } from 'react';
import { STUDIO_QUOTE_DEBOUNCE_MS } from '~/lib/constants';
import type { Composition } from '~/lib/studio/types';
import { fetchQuote, type Quote } from './studio.api';

export type QuoteState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ok'; quote: Quote }
  | { status: 'invalid'; message: string; errors: Record<string, string[]> };

/** Whether there is anything to price yet: a base and at least one note. */
export function priceable(c: Composition): boolean {
  return c.baseId !== null && c.notes.length > 0 && c.sizeMl > 0;
}

/** The server's price of the composition, asked again a moment after each change. */
export function useQuote(c: Composition, quantity: number, enabled: boolean): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const key = JSON.stringify(c);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the composition's content
  useEffect(() => {
    if (!enabled || !priceable(c)) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState((current) => (current.status === 'ok' ? current : { status: 'loading' }));
    const timer = setTimeout(() => {
      fetchQuote(c, quantity, controller.signal)
        .then((result) => {
          if (controller.signal.aborted) return;
          setState(result.ok ? { status: 'ok', quote: result.quote } : { status: 'invalid', ...result });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        });
    }, STUDIO_QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, quantity, enabled]);
  return state;
}
