import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import { members, products, storeOrders } from '../db/schema/index.ts';

export type StoreOrderRow = typeof storeOrders.$inferSelect;
/** A store order with the member it was recorded on. */
export type StoreOrderWithMember = StoreOrderRow & {
  member: { login_id: string; name: string; mobile: string | null; left_at: Date | null };
};

/** The list's filters as the repository takes them: dates already turned into instants. */
export type StoreOrderWhere = {
  q?: string | undefined;
  store?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
};

/** A member matched by login id, name or mobile (with or without its hyphens). */
function memberMatch(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  const found: SQL[] = [ilike(members.login_id, like), ilike(members.name, like), ilike(members.mobile, like)];
  if (digits.length >= 3) found.push(sql`replace(${members.mobile}, '-', '') like ${`%${digits}%`}`);
  return or(...found) as SQL;
}

function whereOf(w: StoreOrderWhere): SQL | undefined {
  const parts: SQL[] = [];
  if (w.q) parts.push(or(memberMatch(w.q), ilike(storeOrders.receipt_no, `%${escapeLike(w.q)}%`)) as SQL);
  if (w.store) parts.push(eq(storeOrders.store_name, w.store));
  if (w.from) parts.push(gte(storeOrders.purchased_at, w.from));
  if (w.until) parts.push(lt(storeOrders.purchased_at, w.until));
  return parts.length ? and(...parts) : undefined;
}

const memberColumns = {
  login_id: members.login_id,
  name: members.name,
  mobile: members.mobile,
  left_at: members.left_at,
};

/** A page of store orders, newest purchase first, with the count and the sums of the whole filtered list. */
export async function listStoreOrders(
  db: Executor,
  w: StoreOrderWhere,
  limit: number,
  offset: number,
): Promise<{ rows: StoreOrderWithMember[]; total: number; amount: number; points: number }> {
  const where = whereOf(w);
  const [rows, [sums]] = await Promise.all([
    db
      .select({ order: storeOrders, member: memberColumns })
      .from(storeOrders)
      .innerJoin(members, eq(members.id, storeOrders.member_id))
      .where(where)
      .orderBy(desc(storeOrders.purchased_at), desc(storeOrders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        n: count(),
        amount: sql<string>`coalesce(sum(${storeOrders.total}), 0)`,
        points: sql<string>`coalesce(sum(${storeOrders.points}), 0)`,
      })
      .from(storeOrders)
      .innerJoin(members, eq(members.id, storeOrders.member_id))
      .where(where),
  ]);
  return {
    rows: rows.map(({ order, member }) => ({ ...order, member })),
    total: Number(sums?.n ?? 0),
    amount: Number(sums?.amount ?? 0),
    points: Number(sums?.points ?? 0),
  };
}

export async function storeOrderById(db: Executor, id: number): Promise<StoreOrderWithMember | undefined> {
  const [row] = await db
    .select({ order: storeOrders, member: memberColumns })
    .from(storeOrders)
    .innerJoin(members, eq(members.id, storeOrders.member_id))
    .where(eq(storeOrders.id, id));
  return row ? { ...row.order, member: row.member } : undefined;
}

/** The store order under lock, for an edit or a deletion that must not cross another. */
export async function lockStoreOrder(tx: Tx, id: number): Promise<StoreOrderRow | undefined> {
  const [row] = await tx.select().from(storeOrders).where(eq(storeOrders.id, id)).for('update');
  return row;
}

/** Whether `receiptNo` is already recorded at `storeName` (on another record than `exceptId`). */
export async function receiptTaken(
  db: Executor,
  storeName: string,
  receiptNo: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.store_name, storeName),
        eq(storeOrders.receipt_no, receiptNo),
        exceptId === undefined ? undefined : ne(storeOrders.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type StoreOrderValues = Pick<
  StoreOrderRow,
  'store_name' | 'receipt_no' | 'items' | 'total' | 'purchased_at' | 'points'
>;

export async function insertStoreOrder(tx: Tx, memberId: number, values: StoreOrderValues): Promise<StoreOrderRow> {
  const [row] = await tx
    .insert(storeOrders)
    .values({ ...values, member_id: memberId })
    .returning();
  return row as StoreOrderRow;
}

export async function updateStoreOrder(tx: Tx, id: number, values: StoreOrderValues): Promise<StoreOrderRow> {
  const [row] = await tx
    .update(storeOrders)
    .set({ ...values, updated_at: new Date() })
    .where(eq(storeOrders.id, id))
    .returning();
  return row as StoreOrderRow;
}

export async function removeStoreOrder(tx: Tx, id: number): Promise<void> {
  await tx.delete(storeOrders).where(eq(storeOrders.id, id));
}

/** The names of the stores purchases were recorded at, so far. */
export async function recordedStoreNames(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: storeOrders.store_name })
    .from(storeOrders)
    .orderBy(asc(storeOrders.store_name));
  return rows.map((r) => r.name);
}

export type MemberChoice = { id: number; login_id: string; name: string; mobile: string | null };

/** Members a purchase may be recorded on (not departed), matching the picker's search. */
export async function findMembers(db: Executor, q: string, limit: number): Promise<MemberChoice[]> {
  return db
    .select({ id: members.id, login_id: members.login_id, name: members.name, mobile: members.mobile })
    .from(members)
    .where(and(memberMatch(q), isNull(members.left_at)))
    .orderBy(desc(members.id))
    .limit(limit);
}

export type MemberForStoreOrder = { id: number; login_id: string; name: string; left_at: Date | null };

export async function memberForStoreOrder(db: Executor, id: number): Promise<MemberForStoreOrder | undefined> {
  const [row] = await db
    .select({ id: members.id, login_id: members.login_id, name: members.name, left_at: members.left_at })
    .from(members)
    .where(eq(members.id, id));
  return row;
}

export type ProductChoice = { id: number; name: string; price: number };

/** Shop products with a price, by name or number, to fill a receipt line with their name and price. */
export async function findProducts(db: Executor, q: string, limit: number): Promise<ProductChoice[]> {
  const id = /^\d{1,9}$/.test(q) ? Number(q) : undefined;
  const rows = await db
    .select({ id: products.id, name: products.name, price: products.sale_price })
    .from(products)
    .where(
      and(
        isNotNull(products.sale_price),
        or(ilike(products.name, `%${escapeLike(q)}%`), id === undefined ? undefined : eq(products.id, id)),
      ),
    )
    .orderBy(desc(products.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name, price: r.price ?? 0 }));
}
