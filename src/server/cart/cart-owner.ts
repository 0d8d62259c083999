import { randomBytes } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { carts } from '../db/schema/index.ts';
import { isHttps } from '../http/secure.ts';

/** The httpOnly cookie that holds a visitor's cart key. */
export const CART_COOKIE = 'shop_cart';
const CART_COOKIE_DAYS = 30;

/** Whose cart a request works on: the member's own, or a visitor's by the key in the cookie. */
export type CartOwner =
  | { memberId: number; cartKey?: undefined }
  | { memberId?: undefined; cartKey: string | undefined };

export type CartRow = typeof carts.$inferSelect;

const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** The visitor cart key the browser holds, when it is well formed. */
export function visitorCartKey(cookies: AstroCookies): string | undefined {
  const key = cookies.get(CART_COOKIE)?.value;
  return key && KEY.test(key) ? key : undefined;
}

export function cartOwnerOf(ctx: { locals: App.Locals; cookies: AstroCookies }): CartOwner {
  const member = ctx.locals.session?.member;
  if (member) return { memberId: member.id };
  return { cartKey: visitorCartKey(ctx.cookies) };
}

/** 128 random bits, hex: never derived from anything the browser sent. */
export function newCartKey(): string {
  return randomBytes(16).toString('hex');
}

/** The owner's cart row, or undefined when there is none yet. */
export async function findCart(db: Executor, owner: CartOwner): Promise<CartRow | undefined> {
  if (owner.memberId !== undefined) {
    const [row] = await db.select().from(carts).where(eq(carts.member_id, owner.memberId));
    return row;
  }
  if (!owner.cartKey) return undefined;
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.cart_key, owner.cartKey), isNull(carts.member_id)));
  return row;
}

/** A member's cart, made on first need; one per member (the unique member_id settles races). */
export async function memberCart(db: Executor, memberId: number): Promise<CartRow> {
  await db.insert(carts).values({ cart_key: newCartKey(), member_id: memberId }).onConflictDoNothing({
    target: carts.member_id,
  });
  const [row] = await db.select().from(carts).where(eq(carts.member_id, memberId));
  if (!row) throw new Error('member cart missing after insert');
  return row;
}

/**
 * The owner's cart, made when missing. A visitor's new cart always gets a fresh random key, even
 * when the browser sent one that names no cart.
 */
export async function ensureCart(db: Executor, owner: CartOwner): Promise<CartRow> {
  if (owner.memberId !== undefined) return memberCart(db, owner.memberId);
  const found = await findCart(db, owner);
  if (found) return found;
  const [row] = await db.insert(carts).values({ cart_key: newCartKey() }).returning();
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

/** Holds the cart row until the transaction ends, so concurrent changes to one cart queue up. */
export async function lockCart(db: Executor, cartId: number): Promise<void> {
  await db.execute(sql`select id from ${carts} where ${carts.id} = ${cartId} for update`);
}

/** The visitor's cart cookie: httpOnly, SameSite=Lax, Secure over https, 30 days from the last change. */
export function setCartCookie(cookies: AstroCookies, key: string, url: URL): void {
  cookies.set(CART_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(url),
    maxAge: CART_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export function clearCartCookie(cookies: AstroCookies): void {
  cookies.delete(CART_COOKIE, { path: '/' });
}
