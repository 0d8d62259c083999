import type { Executor } from '../db/client.ts';
import { books, classSessions, workshopClasses } from '../db/schema/index.ts';
import type { ProductLookup } from './catalog.ts';
import { daysAgo, seoulDaysAgo } from './random.ts';
import { BOOKS, CLASSES } from './workshop.data.ts';

/** TSSA classes with future sessions, and the books (linked to their catalog products). */
export async function seedWorkshop(db: Executor, product: ProductLookup, now: number): Promise<void> {
  const made = await db
    .insert(workshopClasses)
    .values(
      CLASSES.map((c) => ({
        kind: c.kind,
        title: c.title[0],
        title_en: c.title[1],
        summary: c.summary[0],
        summary_en: c.summary[1],
        body: c.body[0],
        body_en: c.body[1],
        price: c.price,
        duration_minutes: c.duration_minutes,
        image: `/media/classes/${c.slug}.webp`,
        created_at: daysAgo(300, now),
      })),
    )
    .returning({ id: workshopClasses.id });
  const sessions = CLASSES.flatMap((c, i) =>
    [6, 13, 20, 34, 48].map((d, k) => ({
      class_id: made[i]?.id as number,
      starts_at: seoulDaysAgo(-(d + i), now, c.kind === 'one-day' ? 14 : 10),
      capacity: c.capacity,
      seats_taken: k === 0 ? c.capacity : (i * 3 + k * 2) % c.capacity,
    })),
  );
  await db.insert(classSessions).values(sessions);
  await db.insert(books).values(
    BOOKS.map((b) => ({
      product_id: product(b.title).id,
      title: b.title,
      title_en: b.title_en,
      author: b.author,
      publisher: b.publisher,
      price: b.price,
      image: product(b.title).thumb,
      summary: b.summary[0],
      summary_en: b.summary[1],
      published_on: b.published_on,
    })),
  );
}
