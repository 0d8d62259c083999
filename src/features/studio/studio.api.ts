import { ApiError, type FieldErrors, patchJson, postJson } from '~/lib/http';
import type { Composition, NoteRole, ProductType } from '~/lib/studio/types';

/** The composition as the API names it (snake_case). */
export type WireComposition = {
  type: ProductType;
  size_ml: number;
  base_id: number | null;
  load_percent: number;
  notes: { material_id: number; role: NoteRole; share: number }[];
  colours: { material_id: number; drops: number }[];
  vessel_id: number | null;
  lid_id: number | null;
  label: { text_ko: string; text_en: string; font: string; colour: string } | null;
};

export function toWire(c: Composition): WireComposition {
  return {
    type: c.type,
    size_ml: c.sizeMl,
    base_id: c.baseId,
    load_percent: c.loadPercent,
    notes: c.notes.map((n) => ({ material_id: n.materialId, role: n.role, share: n.share })),
    colours: c.colours.map((x) => ({ material_id: x.materialId, drops: x.drops })),
    vessel_id: c.vesselId,
    lid_id: c.lidId,
    label: c.label && { text_ko: c.label.textKo, text_en: c.label.textEn, font: c.label.font, colour: c.label.colour },
  };
}

export function fromWire(w: WireComposition): Composition {
  return {
    type: w.type,
    sizeMl: w.size_ml,
    baseId: w.base_id,
    loadPercent: w.load_percent,
    notes: w.notes.map((n) => ({ materialId: n.material_id, role: n.role, share: n.share })),
    colours: w.colours.map((x) => ({ materialId: x.material_id, drops: x.drops })),
    vesselId: w.vessel_id,
    lidId: w.lid_id,
    label: w.label && {
      textKo: w.label.text_ko,
      textEn: w.label.text_en,
      font: w.label.font as NonNullable<Composition['label']>['font'],
      colour: w.label.colour,
    },
  };
}

export type Quote = {
  unit_price: number;
  making_fee: number;
  materials_cost: number;
  tiers: { min_quantity: number; unit_price: number }[];
  lead_days: number;
  load: { min: number; max: number };
  description: string;
  description_en: string;
  profile: { family: string; share: number }[];
};

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; message: string; errors: FieldErrors };

/** The server's price and its verdict on every rule; a 422 is an answer here, not a failure. */
export async function fetchQuote(c: Composition, quantity = 1, signal?: AbortSignal): Promise<QuoteResult> {
  try {
    const body = { ...toWire(c), quantity };
    const { data } = await postJson<{ data: Quote }>('/api/v1/studio/quote', body, {
      silent: true,
      handles: [422],
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
        handles: [404, 422],
      });
      return data;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  const { data } = await postJson<{ data: SavedFormula }>('/api/v1/formulas', body, { handles: [422] });
  return data;
}
