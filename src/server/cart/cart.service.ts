import type { AstroCookies } from 'astro';
import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../lib/studio/messages.ts';
import { checkStudioQuantity } from '../custom-orders/studio-line.service.ts';
import { type Executor, getDb } from '../db/client.ts';
import { cartLines } from '../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { checkClassQuantity } from '../workshop/class-line.ts';
import {
  type CartLineRow,
  countLines,
  lineOfCart,
  optionOf,
  productForCart,
  sameLine,
  touchCart,
} from './cart.repository.ts';
import type { UpdateLineBody } from './cart.schema.ts';
import { mergedQuantity } from './cart.ts';
import {
  type CartOwner,
  type CartRow,
  cartOwnerOf,
  ensureCart,
  findCart,
  lockCart,
  memberCart,
  visitorCartKey,
} from './cart-owner.ts';
import { checkStock, type Goods } from './goods.ts';

/** A product, with its option when it has options, to put in the cart; buy now holds exactly this quantity. */
export type AddLineInput = {
  product_id: number;
  option_id?: number | undefined;
  quantity: number;
  buy_now: boolean;
};

/** A cart line as a change leaves it. */
export type CartLine = {
  id: number;
  product_id: number;
  option_id: number | null;
  quantity: number;
  selected: boolean;
};

const lineOf = (l: CartLineRow): CartLine => ({
  id: l.id,
  product_id: l.product_id,
  option_id: l.option_id,
  quantity: l.quantity,
  selected: l.is_selected,
});

const LINE_NOT_FOUND = '장바구니에서 해당 상품을 찾을 수 없습니다.';

/** One change to one cart, serialised with other changes to it. */
async function inCart<T>(owner: CartOwner, create: boolean, work: (tx: Executor, cart: CartRow) => Promise<T>) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const cart = create ? await ensureCart(tx, owner) : await findCart(tx, owner);
    if (!cart) throw new NotFoundError(LINE_NOT_FOUND);
    await lockCart(tx, cart.id);
    const result = await work(tx, cart);
    await touchCart(tx, cart.id);
    return { ...result, count: await countLines(tx, cart.id), cartKey: cart.cart_key };
  });
}

/**
 * The product, and the option when one is named, as the cart may take them. A bad choice in the request
 * is a 422; a line whose product has since been withdrawn is a 409.
 */
async function goodsFor(
  tx: Executor,
  productId: number,
  optionId: number | null,
  from: { product: 'request' | 'line'; option: 'request' | 'line' },
): Promise<Goods> {
  const product = await productForCart(tx, productId);
  if (product?.status !== 'active') {
    if (from.product === 'request') throw new ValidationError({ product_id: ['상품을 찾을 수 없습니다.'] });
    throw new ConflictError(`'${product?.name ?? ''}' 상품은 지금 구매할 수 없습니다.`);
  }
  if (optionId === null) {
    if (product.has_options && from.option === 'request') {
      throw new ValidationError({ option_id: ['옵션을 선택해 주세요.'] });
    }
    return { product, option: null };
  }
  const option = await optionOf(tx, productId, optionId);
  if (option?.is_active) return { product, option };
  if (from.option === 'request') throw new ValidationError({ option_id: ['선택할 수 없는 옵션입니다.'] });
  throw new ConflictError(`'${product.name}' 상품의 옵션이 더 이상 판매되지 않습니다. 다른 옵션을 선택해 주세요.`);
}

/** One product (and option) into an open cart: the same product and option add to its line, within the stock. */
async function putLine(tx: Executor, cart: CartRow, input: AddLineInput) {
  const goods = await goodsFor(tx, input.product_id, input.option_id ?? null, {
    product: 'request',
    option: 'request',
  });
  const existing = await sameLine(tx, cart.id, input.product_id, goods.option?.id ?? null);
  const held = existing && !input.buy_now ? existing.quantity : 0;
  const wanted = held + input.quantity;
  checkStock(goods, wanted, held);
  if (existing) {
    const [row] = await tx
      .update(cartLines)
      .set({ quantity: wanted, is_selected: true })
      .where(eq(cartLines.id, existing.id))
      .returning();
    return { line: lineOf(row as CartLineRow), created: false };
  }
  const [row] = await tx
    .insert(cartLines)
    .values({ cart_id: cart.id, product_id: input.product_id, option_id: goods.option?.id ?? null, quantity: wanted })
    .returning();
  return { line: lineOf(row as CartLineRow), created: true };
}

/**
 * Adds a product (with its option) to the owner's cart, making the cart when needed. The same product
 * and option add to the existing line. More than the stock is refused with 409 naming the product;
 * buy now sets the line to exactly the asked quantity.
 */
export async function addLine(owner: CartOwner, input: AddLineInput) {
  return inCart(owner, true, (tx, cart) => putLine(tx, cart, input));
}

/**
 * Several lines at once (a product's options chosen together, a guide's materials): all of them or,
 * when one is refused (422 for a bad choice, 409 beyond the stock, naming it), none. The same
 * product and option twice counts once, with the quantities added.
 */
export async function addLines(owner: CartOwner, inputs: AddLineInput[]) {
  const merged = new Map<string, AddLineInput>();
  for (const input of inputs) {
    const key = `${input.product_id}:${input.option_id ?? ''}`;
    const same = merged.get(key);
    merged.set(key, same ? { ...same, quantity: same.quantity + input.quantity } : input);
  }
  return inCart(owner, true, async (tx, cart) => {
    const lines: CartLine[] = [];
    let created = false;
    for (const input of merged.values()) {
      const put = await putLine(tx, cart, input);
      lines.push(put.line);
      created ||= put.created;
    }
    return { lines, created };
  });
}

/**
 * Changes one line. A new option merges the line with one of the same product and option (quantities
 * added and held to the stock) or keeps its quantity within the new option's stock; an asked quantity
 * above the stock is a 409, a studio line's past the quotation tiers a 422 (in `lang`); selecting is
 * always allowed.
 */
export async function updateLine(owner: CartOwner, lineId: number, body: UpdateLineBody, lang: Lang = 'ko') {
  return inCart(owner, false, async (tx, cart) => {
    const line = await lineOfCart(tx, cart.id, lineId);
    if (!line) throw new NotFoundError(LINE_NOT_FOUND);
    if (body.quantity !== undefined) checkClassQuantity(line, body.quantity, lang);
    const patch: Partial<CartLineRow> = {};
    const newOption = body.option_id !== undefined && body.option_id !== line.option_id;
    if (newOption || body.quantity !== undefined) {
      const optionId = newOption ? (body.option_id as number) : line.option_id;
      const goods = await goodsFor(tx, line.product_id, optionId, {
        product: 'line',
        option: newOption ? 'request' : 'line',
      });
      let quantity = body.quantity ?? line.quantity;
      if (newOption) {
        const stock = goods.option?.stock ?? 0;
        const other = await sameLine(tx, cart.id, line.product_id, optionId);
        if (other) await tx.delete(cartLines).where(eq(cartLines.id, other.id));
        if (body.quantity === undefined) {
          quantity = other
            ? mergedQuantity(line.quantity, other.quantity, stock)
            : Math.min(line.quantity, Math.max(1, stock));
        }
        patch.option_id = optionId;
      }
      await checkStudioQuantity(tx, line, quantity, lang);
      checkStock(goods, quantity);
      patch.quantity = quantity;
    }
    if (body.selected !== undefined) patch.is_selected = body.selected;
    if (Object.keys(patch).length === 0) return { line: lineOf(line) };
    const [row] = await tx.update(cartLines).set(patch).where(eq(cartLines.id, lineId)).returning();
    return { line: lineOf(row ?? line) };
  });
}

export async function removeLine(owner: CartOwner, lineId: number) {
  return inCart(owner, false, async (tx, cart) => {
    const gone = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cart_id, cart.id)))
      .returning({ id: cartLines.id });
    if (gone.length === 0) throw new NotFoundError(LINE_NOT_FOUND);
    return { removed: gone.length };
  });
}

/** Removes the selected lines; a visitor without a cart has nothing to remove. */
export async function removeSelected(owner: CartOwner) {
  if (!(await findCart(await getDb(), owner))) return { removed: 0, count: 0, cartKey: undefined };
  return inCart(owner, false, async (tx, cart) => {
    const gone = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.cart_id, cart.id), eq(cartLines.is_selected, true)))
      .returning({ id: cartLines.id });
    return { removed: gone.length };
  });
}

export async function selectAll(owner: CartOwner, selected: boolean) {
  if (!(await findCart(await getDb(), owner))) return { selected, count: 0, cartKey: undefined };
  return inCart(owner, false, async (tx, cart) => {
    await tx.update(cartLines).set({ is_selected: selected }).where(eq(cartLines.cart_id, cart.id));
    return { selected };
  });
}

/** Number of lines in the owner's cart (the header badge); no cart counts 0 and makes none. */
export async function cartCount(owner: CartOwner): Promise<number> {
  const db = await getDb();
  const cart = await findCart(db, owner);
  return cart ? countLines(db, cart.id) : 0;
}

/** Removes the given lines of the owner's cart (after an order takes them). */
export async function removeLines(owner: CartOwner, lineIds: number[]): Promise<number> {
  const db = await getDb();
  const cart = await findCart(db, owner);
  if (!cart || lineIds.length === 0) return 0;
  const gone = await db
    .delete(cartLines)
    .where(and(eq(cartLines.cart_id, cart.id), inArray(cartLines.id, lineIds)))
    .returning({ id: cartLines.id });
  return gone.length;
}

/** What login-check reports as `cart_key`: the member cart's key, or the visitor's cookie key. */
export async function reportedCartKey(ctx: { locals: App.Locals; cookies: AstroCookies }): Promise<string> {
  const db = await getDb();
  const member = ctx.locals.session?.member;
  if (member) return (await memberCart(db, member.id)).cart_key;
  return (await findCart(db, { cartKey: visitorCartKey(ctx.cookies) }))?.cart_key ?? '';
}

/** The key of the cart the request already has, for the page's initial state; never makes a cart. */
export async function currentCartKey(ctx: { locals: App.Locals; cookies: AstroCookies }): Promise<string> {
  return (await findCart(await getDb(), cartOwnerOf(ctx)))?.cart_key ?? '';
}
