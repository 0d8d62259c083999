import { ApiError, type FieldErrors, patchJson, postJson } from '~/lib/http';
import type { Composition } from '~/lib/studio/types';
import { compositionToWire, type toQuoteWire } from '~/server/studio/studio.serializer';

/** The composition on the wire: the studio's serializer is the one place that knows its names. */
export const toWire = compositionToWire;

export type Quote = ReturnType<typeof toQuoteWire>;

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; message: string; errors: FieldErrors };

/** The server's price and its verdict on every rule; a 422 is an answer here, not a failure. */
export async function fetchQuote(c: Composition, quantity = 1, signal?: AbortSignal): Promise<QuoteResult> {
  try {
    const body = { ...toWire(c), quantity };
    const { data } = await postJson<{ data: Quote }>('/api/v1/studio/quote', body, {
      silent: true,
      // The panel says the price could not be had; no dialog, and no leaving the page.
      handles: [404, 409, 422],
      ...(signal ? { signal } : {}),
    });
    return { ok: true, quote: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const data = error.data as { message?: string; errors?: FieldErrors } | undefined;
      return { ok: false, message: data?.message ?? '', errors: data?.errors ?? {} };
    }
    throw error;
  }
}

export type SavedFormula = { id: number; name: string };

/**
 * A new formula, or the draft's formula updated; a visitor's 401 goes through the login flow. A draft
 * whose formula is gone or belongs to someone else (another member logged in since) becomes a new one.
 */
export async function saveFormula(formulaId: number | null, name: string, c: Composition): Promise<SavedFormula> {
  const body = { name, composition: toWire(c) };
  if (formulaId !== null) {
    try {
      const { data } = await patchJson<{ data: SavedFormula }>(`/api/v1/formulas/${formulaId}`, body, {
        handles: [401, 404, 422],
      });
      return data;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  const { data } = await postJson<{ data: SavedFormula }>('/api/v1/formulas', body, { handles: [401, 422] });
  return data;
}
