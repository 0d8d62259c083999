import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { books, classSessions, products, workshopClasses } from '../db/schema/index.ts';

export type ClassKind = 'certificate' | 'one-day' | 'studio';

export type ClassSession = {
  id: number;
  starts_at: Date;
  capacity: number;
  /** Seats still open; 0 when the session is full or cancelled. */
  seats_left: number;
};

/** A class as the TSSA pages show it (its body is sanitised when it is shown). */
export type WorkshopClass = Omit<typeof workshopClasses.$inferSelect, 'kind'> & {
  kind: ClassKind;
  /** Upcoming sessions, soonest first, at most `sessions` of them. */
  sessions: ClassSession[];
};

const KIND_ORDER: ClassKind[] = ['certificate', 'one-day', 'studio'];

/**
 * TSSA classes of the given kinds that are open, certificate courses first, each with its next
 * sessions (past ones are left out; a full session stays listed, as full).
 */
export async function workshopClassList(
  kinds: readonly ClassKind[],
  { sessions = 5, now = new Date() }: { sessions?: number; now?: Date } = {},
): Promise<WorkshopClass[]> {
  const db = await getDb();
  const classes = await db
    .select()
    .from(workshopClasses)
    .where(and(eq(workshopClasses.is_active, true), inArray(workshopClasses.kind, [...kinds])))
    .orderBy(asc(workshopClasses.id));
  if (classes.length === 0) return [];
  const upcoming = await db
    .select()
    .from(classSessions)
    .where(
      and(
        inArray(
          classSessions.class_id,
          classes.map((c) => c.id),
        ),
        gt(classSessions.starts_at, now),
      ),
    )
    .orderBy(asc(classSessions.starts_at), asc(classSessions.id));
  return classes
    .map((c) => ({
      ...c,
      kind: c.kind as ClassKind,
      sessions: upcoming
        .filter((s) => s.class_id === c.id)
        .slice(0, sessions)
        .map((s) => ({
          id: s.id,
          starts_at: s.starts_at,
          capacity: s.capacity,
          // A session the shop cancelled has no seat to offer.
          seats_left: s.status === 'open' ? Math.max(0, s.capacity - s.seats_taken) : 0,
        })),
    }))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/** A book of the reading list; `product_id` only while the product that sells it is on sale. */
export type WorkshopBook = typeof books.$inferSelect;

/** The TSSA reading list, newest first, each linked to the product that sells it when it is visible. */
export async function workshopBooks(): Promise<WorkshopBook[]> {
  const db = await getDb();
  const rows = await db
    .select({ ...getTableColumns(books), product_status: products.status })
    .from(books)
    .leftJoin(products, eq(products.id, books.product_id))
    .orderBy(sql`${books.published_on} desc nulls last`, asc(books.id));
  return rows.map(({ product_status, ...book }) => ({
    ...book,
    product_id: product_status === 'active' ? book.product_id : null,
  }));
}
