// TSSA classes, sessions and books as the TSSA pages read them (spec 2.3).
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { books, categories, classSessions, products, workshopClasses } from '~/server/db/schema';
import { workshopBooks, workshopClassList } from '~/server/workshop/workshop.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

const NOW = new Date('2026-11-25T03:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

async function aClass(kind: string, title: string, { active = true } = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(workshopClasses)
    .values({
      kind,
      title,
      title_en: `${title} (en)`,
      price: 50_000,
      duration_minutes: 120,
      is_active: active,
    })
    .returning({ id: workshopClasses.id });
  return row?.id as number;
}

describe('TSSA classes', () => {
  it('lists open classes of the asked kinds, certificate courses first, with coming sessions only, soonest first', async () => {
    const db = await getDb();
    const oneDay = await aClass('one-day', '원데이 캔들');
    const course = await aClass('certificate', '캔들 마스터');
    const studio = await aClass('studio', '자율 작업');
    await aClass('one-day', '쉬는 수업', { active: false });
    await db.insert(classSessions).values([
      { class_id: oneDay, starts_at: hoursFromNow(-2), capacity: 10, seats_taken: 3 },
      { class_id: oneDay, starts_at: hoursFromNow(48), capacity: 10, seats_taken: 10 },
      { class_id: oneDay, starts_at: hoursFromNow(24), capacity: 10, seats_taken: 4 },
      { class_id: course, starts_at: hoursFromNow(72), capacity: 8, seats_taken: 9 },
      { class_id: studio, starts_at: hoursFromNow(5), capacity: 6, seats_taken: 0 },
    ]);

    const listed = await workshopClassList(['one-day', 'certificate'], { now: NOW });
    expect(listed.map((c) => c.title)).toEqual(['캔들 마스터', '원데이 캔들']);
    const candle = listed[1];
    // The session two hours ago is gone; a full session stays, as full.
    expect(candle?.sessions.map((s) => [s.starts_at.toISOString(), s.seats_left])).toEqual([
      [hoursFromNow(24).toISOString(), 6],
      [hoursFromNow(48).toISOString(), 0],
    ]);
    // Seats taken past the capacity never show as a negative count.
    expect(listed[0]?.sessions[0]?.seats_left).toBe(0);

    expect((await workshopClassList(['studio'], { now: NOW })).map((c) => c.title)).toEqual(['자율 작업']);
  });

  it('gives each class at most the asked number of sessions, and a class with none an empty list', async () => {
    const db = await getDb();
    const busy = await aClass('one-day', '매일 수업');
    await aClass('one-day', '일정 없는 수업');
    await db
      .insert(classSessions)
      .values([1, 2, 3, 4].map((d) => ({ class_id: busy, starts_at: hoursFromNow(d * 24), capacity: 5 })));
    const [first, second] = await workshopClassList(['one-day'], { sessions: 2, now: NOW });
    expect(first?.sessions).toHaveLength(2);
    expect(first?.sessions[0]?.starts_at.toISOString()).toBe(hoursFromNow(24).toISOString());
    expect(second?.sessions).toEqual([]);
  });
});

describe('TSSA books', () => {
  it('lists the reading list newest first, linked to the product that sells it only while that product is on sale', async () => {
    const db = await getDb();
    await db.insert(categories).values({ id: 15, parent_id: null, name: '도서', name_en: 'Books', sort_order: 1 });
    const [onSale, hidden] = await db
      .insert(products)
      .values([
        { category_id: 15, name: '조향의 기초', name_en: 'Perfumery', base_price: 25_000, stock: 3 },
        { category_id: 15, name: '절판 도서', name_en: 'Out of print', base_price: 9_000, stock: 0, status: 'hidden' },
      ])
      .returning({ id: products.id });
    await db.insert(books).values([
      {
        title: '조향의 기초',
        title_en: 'Perfumery',
        author: '이향기',
        price: 25_000,
        product_id: onSale?.id,
        published_on: '2022-09-01',
      },
      {
        title: '절판 도서',
        title_en: 'Out of print',
        author: '김책',
        price: 9_000,
        product_id: hidden?.id,
        published_on: '2024-01-15',
      },
      { title: '새 교본', title_en: 'New handbook', author: '박교본', price: 32_000, published_on: '2025-03-01' },
    ]);
    const list = await workshopBooks();
    expect(list.map((b) => [b.title, b.product_id])).toEqual([
      ['새 교본', null],
      ['절판 도서', null],
      ['조향의 기초', onSale?.id],
    ]);
  });
});
