import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { books, classSessions, products, workshopClasses } from '../db/schema/index.ts';

export type ClassKind = 'certificate' | 'one-day' | 'studio';

export type ClassSession = {
  id: number;
  starts_at: Date;
  capacity: number;
  /** Seats still open; 0 when the session is full. */
  seats_left: number;
};

export type WorkshopClass = {
  id: number;
  kind: ClassKind;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  /** Sanitised at seeding and by the operators' editor: shown as it is. */
  body: string;
  body_en: string;
  /** KRW for the whole course or session. */
  price: number;
  duration_minutes: number;
  image: string;
  /** Upcoming sessions, soonest first, at most `sessions` of them. */
  sessions: ClassSession[];
};

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
  const order: ClassKind[] = ['certificate', 'one-day', 'studio'];
  return classes
    .map((c) => ({
      id: c.id,
      kind: c.kind as ClassKind,
      title: c.title,
      title_en: c.title_en,
      summary: c.summary,
      summary_en: c.summary_en,
      body: c.body,
      body_en: c.body_en,
      price: c.price,
      duration_minutes: c.duration_minutes,
      image: c.image,
      sessions: upcoming
        .filter((s) => s.class_id === c.id)
        .slice(0, sessions)
        .map((s) => ({
          id: s.id,
          starts_at: s.starts_at,
          capacity: s.capacity,
          seats_left: Math.max(0, s.capacity - s.seats_taken),
        })),
    }))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
}

export type WorkshopBook = {
  id: number;
  title: string;
  title_en: string;
  author: string;
  publisher: string;
  price: number;
  image: string;
  summary: string;
  summary_en: string;
  published_on: string | null;
  /** The catalog product that sells it, when that product is on sale; else the book is listed only. */
  product_id: number | null;
};

/** The TSSA reading list, newest first, each linked to the product that sells it when it is visible. */
export async function workshopBooks(): Promise<WorkshopBook[]> {
  const db = await getDb();
  const rows = await db
    .select({ book: books, product_status: products.status })
    .from(books)
    .leftJoin(products, eq(products.id, books.product_id))
    .orderBy(asc(books.id));
  return rows
    .map(({ book, product_status }) => ({
      id: book.id,
      title: book.title,
      title_en: book.title_en,
      author: book.author,
      publisher: book.publisher,
      price: book.price,
      image: book.image,
      summary: book.summary,
      summary_en: book.summary_en,
      published_on: book.published_on,
      product_id: product_status === 'active' ? book.product_id : null,
    }))
    .sort((a, b) => (b.published_on ?? '').localeCompare(a.published_on ?? ''));
}
