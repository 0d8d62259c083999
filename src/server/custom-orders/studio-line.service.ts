import { type CustomOrderState, canMove, isCustomOrderState } from '~/lib/studio/custom-order-states';
import { type Lang, studioMessage } from '~/lib/studio/messages';
import { type CartOwner, ensureCart, lockCart } from '../cart/cart-owner.ts';
import { type Executor, getDb } from '../db/client.ts';
import { cartLines } from '../db/schema/index.ts';
import { ConflictError, HttpError, ValidationError } from '../http/errors.ts';
import type { OrderStatus } from '../orders/order-status.ts';
import { quantityErrors, quoteComposition, studioSettingsOf } from '../studio/quote.service.ts';
import { materialsByIds } from '../studio/studio.repository.ts';
import { customOrdersOfOrder, lockCustomOrder } from './custom-order.repository.ts';
import { openCustomOrder } from './custom-order.service.ts';
import { isStudioSnapshot, STUDIO_LINE_NAME, type StudioPrice, type StudioSnapshot } from './studio-line.ts';
import { type StudioSourceInput, studioSourceOf } from './studio-source.service.ts';
import { moveCustomOrder } from './transition.service.ts';

export const STUDIO_CART_MESSAGES = {
  added: '장바구니에 담았습니다.',
} as const;

export type StudioCartInput = StudioSourceInput & { size_ml: number; quantity: number };

/**
 * A member's saved formula (or a past studio order made again), in one size and quantity, into
 * their cart as a custom line: the server quotes it (every studio rule checked again; 422 keyed like
 * the composer, in `lang`), the line is carried by the vessel's product (its stock bounds the line)
 * and keeps the composition as quoted.
 */
export async function addStudioLine(
  owner: CartOwner & { memberId: number },
  input: StudioCartInput,
  lang: Lang = 'ko',
) {
  const db = await getDb();
  const source = await studioSourceOf(db, owner.memberId, input, lang);
  const quote = await quoteComposition(db, { ...source.composition, sizeMl: input.size_ml }, input.quantity, lang);
  const vesselId = quote.composition.vesselId;
  if (vesselId === null) throw new ValidationError({ vessel_id: [studioMessage(lang, 'orderVessel')] });
  const [vessel] = await materialsByIds(db, [vesselId]);
  if (!vessel?.available) throw new ValidationError({ vessel_id: [studioMessage(lang, 'vesselGone')] });
  const snapshot: StudioSnapshot = { composition: quote.composition, name: source.name };
  const line = await db.transaction(async (tx) => {
    const cart = await ensureCart(tx, owner);
    await lockCart(tx, cart.id);
    const [row] = await tx
      .insert(cartLines)
      .values({
        cart_id: cart.id,
        product_id: vessel.product_id,
        option_id: vessel.option_id,
        quantity: input.quantity,
        formula_id: source.formulaId,
        composition: snapshot,
      })
      .returning();
    return row;
  });
  if (!line) throw new Error('studio line was not stored');
  return { line, quote, name: STUDIO_LINE_NAME(source.name, quote.composition.sizeMl) };
}

/**
 * A studio line's new quantity in the cart, checked as the quote checks it: past the tiers it is the
 * quotation's 422 (the message the quote and the bottle page give), never a line left unorderable.
 * Other lines are not the studio's.
 */
export async function checkStudioQuantity(
  db: Executor,
  line: { composition: unknown },
  quantity: number,
  lang: Lang = 'ko',
): Promise<void> {
  if (!isStudioSnapshot(line.composition)) return;
  const errors = quantityErrors(quantity, (await studioSettingsOf(db)).quote_above, lang);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

type StudioRow = { id: number; quantity: number; composition: unknown };

/** Each studio line's price now (by line id), quoted again on the shop's data; other lines are left out. */
export async function studioPrices(db: Executor, rows: readonly StudioRow[]): Promise<Map<number, StudioPrice>> {
  const out = new Map<number, StudioPrice>();
  for (const row of rows) {
    if (!isStudioSnapshot(row.composition)) continue;
    const snap = row.composition;
    try {
      const quote = await quoteComposition(db, snap.composition, row.quantity);
      const name = STUDIO_LINE_NAME(snap.name, snap.composition.sizeMl);
      out.set(row.id, { unitPrice: quote.unitPrice, ...name });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 422) throw err;
      out.set(row.id, { refused: err.message });
    }
  }
  return out;
}

type PlacedLine = { line_id: number; quantity: number; name: string; price: { unit_price: number | null } };

/**
 * The custom orders of a placed order's studio lines, in its transaction: one per line, kind
 * 'studio', linked to the order and formula, quoted (awaiting the deposit) or paid with it.
 */
export async function openStudioOrders(
  tx: Executor,
  order: { id: number; member_id: number | null; status: string },
  taken: readonly (StudioRow & { formula_id: number | null })[],
  lines: readonly PlacedLine[],
): Promise<void> {
  if (order.member_id === null) return;
  for (const row of taken) {
    if (!isStudioSnapshot(row.composition)) continue;
    const line = lines.find((l) => l.line_id === row.id);
    const unit = line?.price.unit_price ?? 0;
    await openCustomOrder(
      tx,
      {
        member_id: order.member_id,
        kind: 'studio',
        title: line?.name ?? row.composition.name,
        status: order.status === 'paid' ? 'paid' : 'quoted',
        quantity: row.quantity,
        amount: unit * row.quantity,
        order_id: order.id,
        formula_id: row.formula_id,
        details: { formula_name: row.composition.name, composition: row.composition.composition, unit_price: unit },
      },
      { actor: 'system', actorId: null },
    );
  }
}

/** Where a studio order goes when its order reaches a status; statuses not listed move nothing. */
const FOLLOWS: Partial<Record<OrderStatus, CustomOrderState>> = {
  paid: 'paid',
  preparing: 'in_production',
  shipping: 'shipped',
  delivered: 'delivered',
  confirmed: 'delivered',
  cancelled: 'cancelled',
  returned: 'cancelled',
};

/**
 * The studio orders of an order follow it, in the same transaction: each moves when the rules let the
 * system move it (never backwards; never cancelled once production has started), with its event and
 * the member's notification.
 */
export async function followOrder(tx: Executor, orderId: number, to: OrderStatus): Promise<void> {
  const target = FOLLOWS[to];
  if (!target) return;
  for (const found of await customOrdersOfOrder(tx, orderId)) {
    const row = await lockCustomOrder(tx, found.id);
    if (row?.kind !== 'studio' || !isCustomOrderState(row.status)) continue;
    if (!canMove(row.status, target, 'system')) continue;
    await moveCustomOrder(tx, row, { to: target, actor: 'system', actorId: null, note: '' });
  }
}

/**
 * An order whose made-to-order pieces are in production or past it cannot be cancelled: the custom
 * rules never cancel a piece once it is being made (청약철회 제한), so the order is refused too rather
 * than cancelled around a piece that stays in production. Called before an order is cancelled.
 */
export async function refuseCancelOfMadePieces(tx: Executor, orderId: number): Promise<void> {
  for (const row of await customOrdersOfOrder(tx, orderId)) {
    if (row.kind !== 'studio' || !isCustomOrderState(row.status) || row.status === 'cancelled') continue;
    if (!canMove(row.status, 'cancelled', 'system'))
      throw new ConflictError(
        '제작이 시작된 주문 제작 상품이 있어 주문을 취소할 수 없습니다. 고객센터로 문의해 주세요.',
        {
          custom_fragrance_id: row.id,
        },
      );
  }
}
