/**
 * What a studio line is made from: one of the member's saved formulas, or one of their past studio
 * orders made again (its composition as it was ordered, under the formula's name of the time).
 */
import { type Lang, studioMessage } from '~/lib/studio/messages';
import type { Composition } from '~/lib/studio/types';
import { type Executor, getDb } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { getFormulaForMember } from '../studio/formulas.service.ts';
import { materialIdsOf } from '../studio/quote.service.ts';
import { type MaterialRow, materialsByIds } from '../studio/studio.repository.ts';
import { type CustomOrderRow, findCustomOrder, studioOrdersOfMember } from './custom-order.repository.ts';
import { CUSTOM_ORDER_MESSAGES } from './custom-order.schema.ts';
import { isStudioSnapshot, type StudioSnapshot } from './studio-line.ts';

export type StudioSource = StudioSnapshot & { formulaId: number | null };
export type StudioSourceInput = { formula_id?: number | undefined; custom_order_id?: number | undefined };

/** How many past studio orders the order page offers to make again. */
export const PAST_ORDERS_OFFERED = 20;

/** A past custom order's composition and name when it can be made again (a studio order), else null. */
export function reorderable(row: Pick<CustomOrderRow, 'kind' | 'details'>): StudioSnapshot | null {
  if (row.kind !== 'studio') return null;
  const snapshot = { composition: row.details.composition, name: row.details.formula_name };
  return isStudioSnapshot(snapshot) && isComposition(snapshot.composition) ? snapshot : null;
}

const isComposition = (v: unknown): v is Composition =>
  typeof v === 'object' && v !== null && Array.isArray((v as { notes?: unknown }).notes);

/**
 * The formula or past order a line is made from: another member's (or none) is 404; a past order
 * that was not made in the studio (a service request) is a 422 on `custom_order_id`.
 */
export async function studioSourceOf(
  db: Executor,
  memberId: number,
  input: StudioSourceInput,
  lang: Lang = 'ko',
): Promise<StudioSource> {
  if (input.custom_order_id === undefined) {
    const formula = await getFormulaForMember(db, memberId, input.formula_id ?? 0);
    return { composition: formula.composition, name: formula.name, formulaId: formula.id };
  }
  const row = await findCustomOrder(db, input.custom_order_id, memberId);
  if (!row) throw new NotFoundError(CUSTOM_ORDER_MESSAGES.notFound);
  const snapshot = reorderable(row);
  if (!snapshot) throw new ValidationError({ custom_order_id: [studioMessage(lang, 'notReorderable')] });
  return { ...snapshot, formulaId: row.formula_id };
}

export type PastStudioOrder = StudioSnapshot & { id: number; title: string; created_at: Date };

/** The member's recent studio orders that can be made again, newest first, for the order page. */
export async function pastStudioOrders(memberId: number): Promise<PastStudioOrder[]> {
  const rows = await studioOrdersOfMember(await getDb(), memberId, PAST_ORDERS_OFFERED);
  return rows.flatMap((row) => {
    const snapshot = reorderable(row);
    return snapshot ? [{ ...snapshot, id: row.id, title: row.title, created_at: row.created_at }] : [];
  });
}

/** What a studio order was made of, named: each material of its composition by id, for the member's page. */
export async function piecesOf(composition: Composition): Promise<Map<number, MaterialRow>> {
  const rows = await materialsByIds(await getDb(), materialIdsOf(composition));
  return new Map(rows.map((m) => [m.id, m]));
}
