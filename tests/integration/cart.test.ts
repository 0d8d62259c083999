import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addLine, cartCount, removeLine, removeSelected, selectAll, updateLine } from '~/server/cart/cart.service';
import { mergeVisitorCart } from '~/server/cart/cart-merge.service';
import { type CartOwner, findCart } from '~/server/cart/cart-owner';
import { cartView } from '~/server/cart/cart-view.service';
import { quotation } from '~/server/cart/quotation.service';
import { getDb } from '~/server/db/client';
import { cartLines, carts, categories, members, productOptions, products, settings } from '~/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '~/server/http/errors';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

async function seed() {
  const db = await getDb();
  await db.insert(settings).values({
    key: 'shipping',
    value: { base_fee: 3000, free_threshold: 50000, remote_areas: [] },
  });
  await db.insert(categories).values({ id: 1, parent_id: null, name: '왁스', name_en: 'Wax' });
  const rows = await db
    .insert(products)
    .values([
      {
        category_id: 1,
        name: '소이왁스',
        name_en: 'Soy wax',
        base_price: 12_000,
        stock: 5,
        thumb_image: '/m/soy.webp',
      },
      { category_id: 1, name: '라벤더 오일', name_en: 'Lavender oil', base_price: 10_000, discount_rate: 10, stock: 0 },
      { category_id: 1, name: '코튼 심지', name_en: 'Cotton wick', base_price: 3_000, stock: 100 },
    ])
    .returning();
  const [soy, oil, wick] = rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
  const opts = await db
    .insert(productOptions)
    .values([
      { product_id: oil.id, name: '50ml', name_en: '50ml', price_delta: 0, stock: 3, sort_order: 1 },
      { product_id: oil.id, name: '100ml', name_en: '100ml', price_delta: 5000, stock: 10, sort_order: 2 },
    ])
    .returning();
  const [small, large] = opts as [(typeof opts)[number], (typeof opts)[number]];
  return { soy: soy.id, oil: oil.id, wick: wick.id, small: small.id, large: large.id };
}

async function aMember(login = 'cartmember') {
  const db = await getDb();
  const [m] = await db
    .insert(members)
    .values({
      login_id: login,
      name: '김향기',
      mobile: '010-1234-5678',
      email: `${login}@example.com`,
      password_hash: 'x',
    })
    .returning({ id: members.id });
  return m?.id as number;
}

/** A visitor's first add makes a cart and hands back its key, which later calls carry. */
async function visitorWith(...adds: Parameters<typeof addLine>[1][]): Promise<CartOwner> {
  let owner: CartOwner = { cartKey: undefined };
  for (const add of adds) owner = { cartKey: (await addLine(owner, add)).cartKey };
  return owner;
}

const add = (id: number, quantity = 1, option_id?: number) => ({ product_id: id, option_id, quantity, buy_now: false });

async function expectError<T extends Error>(p: Promise<unknown>, type: new (...a: never[]) => T): Promise<T> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(type);
  return err as T;
}

describe('adding to the cart', () => {
  it('a visitor gets a new random cart key on the first add, never the one the browser sent', async () => {
    const p = await seed();
    const first = await addLine({ cartKey: 'planted-key-0123456789' }, add(p.soy));
    expect(first.cartKey).toMatch(/^[0-9a-f]{32}$/);
    expect(first.cartKey).not.toBe('planted-key-0123456789');
    expect(first.count).toBe(1);
  });

  it('the same product and option adds to the existing line', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.soy, 2), add(p.soy, 1));
    const view = await cartView(owner);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]?.quantity).toBe(3);
  });

  it('different options of one product are different lines', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.oil, 1, p.small), add(p.oil, 1, p.large));
    expect(await cartCount(owner)).toBe(2);
  });

  it('more than the stock is a 409 naming the product, counting what the cart holds', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.soy, 4));
    const err = await expectError(addLine(owner, add(p.soy, 2)), ConflictError);
    expect(err.message).toContain("'소이왁스'");
    expect(err.extra).toMatchObject({ stock: 5, in_cart: 4 });
    expect((await cartView(owner)).lines[0]?.quantity).toBe(4);
  });

  it('buy now sets the line to the asked quantity instead of adding', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.soy, 4));
    const r = await addLine(owner, { ...add(p.soy, 2), buy_now: true });
    expect(r.line.quantity).toBe(2);
  });

  it('a product with active options requires an option (422)', async () => {
    const p = await seed();
    const err = await expectError(addLine({ cartKey: undefined }, add(p.oil, 1)), ValidationError);
    expect(err.errors.option_id).toEqual(['옵션을 선택해 주세요.']);
  });

  it('an option of another product or an unknown product is a 422 and makes no cart', async () => {
    const p = await seed();
    await expectError(addLine({ cartKey: undefined }, add(p.soy, 1, p.small)), ValidationError);
    await expectError(addLine({ cartKey: undefined }, add(999_999, 1)), ValidationError);
    expect(await (await getDb()).select().from(carts)).toHaveLength(0);
  });

  it('a hidden product cannot be added', async () => {
    const p = await seed();
    await (await getDb()).update(products).set({ status: 'hidden' }).where(eq(products.id, p.soy));
    const err = await expectError(addLine({ cartKey: undefined }, add(p.soy)), ValidationError);
    expect(err.errors.product_id).toBeDefined();
  });

  it('a sold-out option is a 409', async () => {
    const p = await seed();
    await (await getDb()).update(productOptions).set({ stock: 0 }).where(eq(productOptions.id, p.small));
    await expectError(addLine({ cartKey: undefined }, add(p.oil, 1, p.small)), ConflictError);
  });
});

describe('the cart view', () => {
  it('re-prices every line from current data', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.oil, 2, p.large));
    let line = (await cartView(owner)).lines[0];
    expect(line).toMatchObject({ unit_price: 14000, list_price: 15000, line_total: 28000, stock: 10 });
    await (await getDb()).update(products).set({ base_price: 20_000 }).where(eq(products.id, p.oil));
    line = (await cartView(owner)).lines[0];
    expect(line).toMatchObject({ unit_price: 23000, list_price: 25000, line_total: 46000 });
    expect(line?.options.map((o) => o.name)).toEqual(['50ml', '100ml']);
    expect(line).toMatchObject({ product_name: '라벤더 오일', product_name_en: 'Lavender oil', option_name: '100ml' });
  });

  it('flags a line whose product went sold out and leaves it out of the totals', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.soy, 2), add(p.wick, 1));
    await (await getDb()).update(products).set({ stock: 0 }).where(eq(products.id, p.soy));
    const view = await cartView(owner);
    expect(view.lines.find((l) => l.product_id === p.soy)).toMatchObject({
      available: false,
      unavailable_reason: 'sold_out',
    });
    expect(view.totals).toMatchObject({ lines: 1, items_total: 3000, shipping_fee: 3000, payable: 6000 });
  });

  it('flags a line whose product was hidden and leaves it out of the totals', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.soy, 1));
    await (await getDb()).update(products).set({ status: 'hidden' }).where(eq(products.id, p.soy));
    const view = await cartView(owner);
    expect(view.lines[0]).toMatchObject({ available: false, unavailable_reason: 'hidden' });
    expect(view.totals.items_total).toBe(0);
  });

  it('flags a line whose option was withdrawn, and one holding more than the stock', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.oil, 1, p.small), add(p.soy, 5));
    const db = await getDb();
    await db.update(productOptions).set({ is_active: false }).where(eq(productOptions.id, p.small));
    await db.update(products).set({ stock: 3 }).where(eq(products.id, p.soy));
    const reasons = (await cartView(owner)).lines.map((l) => l.unavailable_reason);
    expect(reasons).toEqual(['option_unavailable', 'insufficient_stock']);
  });

  it('shipping is free from the threshold', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.wick, 17));
    expect((await cartView(owner)).totals).toMatchObject({ items_total: 51000, shipping_fee: 0, payable: 51000 });
  });
});

describe('changing lines', () => {
  it('changes the quantity within the stock and refuses more with a 409', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.soy, 1));
    const id = (await cartView(owner)).lines[0]?.id as number;
    expect((await updateLine(owner, id, { quantity: 5 })).line.quantity).toBe(5);
    await expectError(updateLine(owner, id, { quantity: 6 }), ConflictError);
  });

  it('changing the option onto an existing line merges them, bounded by the stock', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.oil, 2, p.small), add(p.oil, 9, p.large));
    const small = (await cartView(owner)).lines.find((l) => l.option_id === p.small)?.id as number;
    const r = await updateLine(owner, small, { option_id: p.large });
    expect(r.count).toBe(1);
    expect(r.line).toMatchObject({ id: small, option_id: p.large, quantity: 10 });
  });

  it('changing to an option with less stock keeps the quantity within it', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.oil, 8, p.large));
    const id = (await cartView(owner)).lines[0]?.id as number;
    expect((await updateLine(owner, id, { option_id: p.small })).line.quantity).toBe(3);
  });

  it('an option of another product is a 422', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.oil, 1, p.large));
    const id = (await cartView(owner)).lines[0]?.id as number;
    const other = await (await getDb())
      .insert(productOptions)
      .values({ product_id: p.wick, name: 'x', name_en: 'x', stock: 5 })
      .returning();
    await expectError(updateLine(owner, id, { option_id: other[0]?.id as number }), ValidationError);
  });

  it('selects and unselects one line and all lines; the totals follow', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.soy, 1), add(p.wick, 1));
    const [a] = (await cartView(owner)).lines;
    await updateLine(owner, a?.id as number, { selected: false });
    expect((await cartView(owner)).totals.items_total).toBe(3000);
    await selectAll(owner, false);
    expect((await cartView(owner)).totals.lines).toBe(0);
    await selectAll(owner, true);
    expect((await cartView(owner)).totals.lines).toBe(2);
  });

  it('removes one line and the selected lines', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.soy, 1), add(p.wick, 1), add(p.oil, 1, p.large));
    const lines = (await cartView(owner)).lines;
    expect((await removeLine(owner, lines[0]?.id as number)).count).toBe(2);
    await updateLine(owner, lines[1]?.id as number, { selected: false });
    const r = await removeSelected(owner);
    expect(r).toMatchObject({ removed: 1, count: 1 });
  });

  it("another owner's line is not found", async () => {
    const p = await seed();
    const mine = await visitorWith(add(p.soy, 1));
    const theirs = await visitorWith(add(p.wick, 1));
    const id = (await cartView(theirs)).lines[0]?.id as number;
    await expectError(updateLine(mine, id, { quantity: 2 }), NotFoundError);
    await expectError(removeLine(mine, id), NotFoundError);
    await expectError(removeLine({ memberId: await aMember() }, id), NotFoundError);
  });
});

describe('login merge', () => {
  it('adds quantities of the same product and option, bounded by stock, moves the rest, deletes the visitor cart', async () => {
    const p = await seed();
    const memberId = await aMember();
    const member: CartOwner = { memberId };
    await addLine(member, add(p.soy, 3));
    await addLine(member, add(p.oil, 1, p.small));
    const visitor = await visitorWith(add(p.soy, 4), add(p.oil, 2, p.small), add(p.wick, 2));
    expect(await mergeVisitorCart(visitor.cartKey, memberId)).toBe(3);
    const lines = (await cartView(member)).lines;
    const qty = (id: number, option: number | null = null) =>
      lines.find((l) => l.product_id === id && l.option_id === option)?.quantity;
    expect(lines).toHaveLength(3);
    expect(qty(p.soy)).toBe(5);
    expect(qty(p.oil, p.small)).toBe(3);
    expect(qty(p.wick)).toBe(2);
    expect(await findCart(await getDb(), visitor)).toBeUndefined();
  });

  it('makes the member cart when the member had none', async () => {
    const p = await seed();
    const memberId = await aMember();
    const visitor = await visitorWith(add(p.soy, 2));
    await mergeVisitorCart(visitor.cartKey, memberId);
    expect(await cartCount({ memberId })).toBe(1);
    const rows = await (await getDb()).select().from(cartLines);
    expect(rows).toHaveLength(1);
  });

  it('leaves another member’s cart alone when given its key', async () => {
    const p = await seed();
    const other = await aMember('othermember');
    await addLine({ memberId: other }, add(p.soy, 1));
    const [otherCart] = await (await getDb()).select().from(carts).where(eq(carts.member_id, other));
    const me = await aMember();
    expect(await mergeVisitorCart(otherCart?.cart_key, me)).toBe(0);
    expect(await cartCount({ memberId: other })).toBe(1);
  });
});

describe('quotation', () => {
  it('covers the selected available lines with supply value and VAT', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.wick, 2), add(p.soy, 1));
    const lines = (await cartView(owner)).lines;
    await updateLine(owner, lines[1]?.id as number, { selected: false });
    const q = await quotation(owner);
    expect(q.lines.map((l) => l.product_id)).toEqual([p.wick]);
    expect(q.totals).toMatchObject({ items_total: 6000, shipping_fee: 3000, payable: 9000 });
    expect(q).toMatchObject({ supply: 8182, vat: 818 });
  });

  it('covers only the named lines of the own cart with ?lines=', async () => {
    const p = await seed();
    const owner = await visitorWith(add(p.wick, 2), add(p.soy, 1));
    const theirs = await visitorWith(add(p.soy, 1));
    const soyLine = (await cartView(owner)).lines[1]?.id as number;
    const foreign = (await cartView(theirs)).lines[0]?.id as number;
    const q = await quotation(owner, [soyLine, foreign]);
    expect(q.lines.map((l) => l.id)).toEqual([soyLine]);
  });
});
