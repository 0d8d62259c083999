import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  books,
  classKitItems,
  classSessions,
  classSignups,
  members,
  products,
  workshopCertificates,
  workshopClasses,
  workshopInstructors,
  workshopTracks,
} from '../db/schema/index.ts';
import type { ProductLookup } from './catalog.ts';
import { DEMO_LOGIN, READER_LOGIN } from './members.ts';
import { daysAgo, seoulDaysAgo } from './random.ts';
import { BOOKS, CLASSES } from './workshop.data.ts';
import { CLASS_DETAILS, DEMO_CERTIFICATE, DEMO_SIGNUPS, INSTRUCTORS, TRACKS } from './workshop-school.data.ts';

/** Each class's coming sessions, in days from the seed date (plus the class's place in the list). */
const UPCOMING = [6, 13, 20, 34, 48];
/** The one-day soy candle class: its first session full with a waitlist, its second one seat short of full. */
const NEARLY_FULL = { slug: 'one-day-soy-candle', k: 1 };

const byId = <T extends { id: number }>(rows: T[], i: number): number => rows[i]?.id as number;

/** The hidden product that sells a class (it carries the class's cart lines and order lines). */
export function classProduct(c: (typeof CLASSES)[number], categoryId: number, now: number) {
  return {
    category_id: categoryId,
    name: `[TSSA] ${c.title[0]}`,
    name_en: `[TSSA] ${c.title[1]}`,
    summary: c.summary[0],
    summary_en: c.summary[1],
    base_price: c.price,
    stock: 0,
    status: 'hidden',
    thumb_image: `/media/classes/${c.slug}.webp`,
    images: [`/media/classes/${c.slug}.webp`],
    created_at: daysAgo(300, now),
    updated_at: daysAgo(300, now),
  };
}

/** A class's track, level, curriculum, take-home and instructor from CLASS_DETAILS. */
export function schoolColumns(slug: string, track: Map<string, number>, instructor: Map<string, number>) {
  const d = CLASS_DETAILS[slug];
  return {
    track_id: d?.track ? (track.get(d.track) ?? null) : null,
    level: d?.level ?? null,
    curriculum: (d?.curriculum ?? []).map(([title, title_en, minutes]) => ({ title, title_en, minutes })),
    take_home: d?.take_home[0] ?? '',
    take_home_en: d?.take_home[1] ?? '',
    instructor_id: d ? (instructor.get(d.instructor) ?? null) : null,
  };
}

/** The school's tracks and instructors, by slug. */
export async function seedSchool(db: Executor) {
  const tracks = await db
    .insert(workshopTracks)
    .values(
      TRACKS.map((t, i) => ({
        slug: t.slug,
        name: t.name[0],
        name_en: t.name[1],
        summary: t.summary[0],
        summary_en: t.summary[1],
        is_certificate: t.is_certificate,
        sort_order: i,
      })),
    )
    .returning({ id: workshopTracks.id, slug: workshopTracks.slug });
  const people = await db
    .insert(workshopInstructors)
    .values(
      INSTRUCTORS.map((p, i) => ({
        name: p.name[0],
        name_en: p.name[1],
        bio: p.bio[0],
        bio_en: p.bio[1],
        photo: `/media/instructors/${p.slug}.webp`,
        sort_order: i,
      })),
    )
    .returning({ id: workshopInstructors.id });
  const track = new Map(tracks.map((t) => [t.slug, t.id]));
  const instructor = new Map(INSTRUCTORS.map((p, i) => [p.slug, byId(people, i)]));
  return { track, instructor };
}

/**
 * The TSSA school: tracks, instructors, classes (each sold through a hidden product of its own that
 * carries its cart lines) with curriculum and kit, future sessions, the demo member's records and
 * certificate, and the books (linked to their catalog products).
 */
export async function seedWorkshop(db: Executor, product: ProductLookup, now: number): Promise<void> {
  const { track, instructor } = await seedSchool(db);
  const [book] = await db
    .select({ category_id: products.category_id })
    .from(products)
    .where(eq(products.id, product('TSSA 캔들 디자인 교본').id));
  const classProducts = await db
    .insert(products)
    .values(CLASSES.map((c) => classProduct(c, book?.category_id as number, now)))
    .returning({ id: products.id });
  const made = await db
    .insert(workshopClasses)
    .values(
      CLASSES.map((c, i) => {
        return {
          product_id: byId(classProducts, i),
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
          ...schoolColumns(c.slug, track, instructor),
          created_at: daysAgo(300, now),
        };
      }),
    )
    .returning({ id: workshopClasses.id });
  const kits = CLASSES.flatMap((c, i) =>
    (CLASS_DETAILS[c.slug]?.kit ?? []).map((name, k) => ({
      class_id: byId(made, i),
      product_id: product(name).id,
      sort_order: k,
    })),
  );
  if (kits.length) await db.insert(classKitItems).values(kits);
  const sessions = CLASSES.flatMap((c, i) =>
    UPCOMING.map((d, k) => ({
      class_id: byId(made, i),
      starts_at: seoulDaysAgo(-(d + i), now, c.kind === 'one-day' ? 14 : 10),
      capacity: c.capacity,
      seats_taken:
        k === 0
          ? c.capacity
          : c.slug === NEARLY_FULL.slug && k === NEARLY_FULL.k
            ? c.capacity - 1
            : (i * 3 + k * 2) % c.capacity,
      kit_included: c.kind !== 'studio' && k % 2 === 0,
    })),
  );
  const sessionRows = await db.insert(classSessions).values(sessions).returning({ id: classSessions.id });
  await seedRecords(db, { now, classIds: made.map((m) => m.id), sessionIds: sessionRows.map((s) => s.id) });
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

/** The demo member's sign-ups (past sessions are added for them) and certificate; the reader waits first in line. */
async function seedRecords(db: Executor, a: { now: number; classIds: number[]; sessionIds: number[] }) {
  const { now } = a;
  const people = await db
    .select({ id: members.id, login_id: members.login_id, name: members.name })
    .from(members)
    .where(inArray(members.login_id, [DEMO_LOGIN, READER_LOGIN]));
  const demo = people.find((p) => p.login_id === DEMO_LOGIN);
  const reader = people.find((p) => p.login_id === READER_LOGIN);
  if (!demo) return;
  const classIndex = (slug: string) => CLASSES.findIndex((c) => c.slug === slug);
  const soy = classIndex('one-day-soy-candle');
  if (reader) {
    await db.insert(classSignups).values({
      session_id: a.sessionIds[soy * UPCOMING.length] as number,
      member_id: reader.id,
      status: 'waitlisted',
      amount: CLASSES[soy]?.price ?? 0,
      created_at: daysAgo(3, now),
    });
  }
  for (const [n, s] of DEMO_SIGNUPS.entries()) {
    const i = classIndex(s.class);
    const c = CLASSES[i];
    if (!c) continue;
    let sessionId: number;
    if ('upcoming' in s.session) sessionId = a.sessionIds[i * UPCOMING.length + s.session.upcoming] as number;
    else {
      const [past] = await db
        .insert(classSessions)
        .values({
          class_id: a.classIds[i] as number,
          starts_at: seoulDaysAgo(s.session.past_days, now, c.kind === 'one-day' ? 14 : 10),
          capacity: c.capacity,
          seats_taken: c.capacity - 2,
          kit_included: true,
        })
        .returning({ id: classSessions.id });
      sessionId = past?.id as number;
    }
    const at = daysAgo('upcoming' in s.session ? 5 - n / 10 : s.session.past_days + 7, now);
    await db.insert(classSignups).values({
      session_id: sessionId,
      member_id: demo.id,
      status: s.status,
      amount: c.price,
      refund_amount: s.status === 'cancelled' ? Math.round((c.price * (s.refund_rate ?? 0)) / 100) : null,
      cancelled_by: s.status === 'cancelled' ? 'member' : null,
      cancelled_at: s.status === 'cancelled' ? daysAgo(2, now) : null,
      created_at: at,
      updated_at: at,
    });
  }
  const cert = classIndex(DEMO_CERTIFICATE.class);
  await db.insert(workshopCertificates).values({
    number: DEMO_CERTIFICATE.number,
    member_id: demo.id,
    class_id: a.classIds[cert] as number,
    holder_name: demo.name,
    issued_on: daysAgo(DEMO_CERTIFICATE.issued_days_ago, now).toISOString().slice(0, 10),
  });
}
