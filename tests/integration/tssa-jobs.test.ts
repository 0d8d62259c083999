// The TSSA seat job: holds and waitlist offers that run out free their seats once, even with two workers.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import {
  cartLines,
  categories,
  classSessions,
  classSignups,
  members,
  notifications,
  products,
  workshopClasses,
} from '~/server/db/schema';
import { runTssaJobs } from '~/server/workshop/tssa-jobs';
import { cancelSignup, signUp } from '~/server/workshop/tssa-signup.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

const NOW = new Date('2026-11-25T03:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/** A one-day class with one session of `capacity` seats ten days ahead, and `n` members. */
async function school(capacity: number, n: number) {
  const db = await getDb();
  await db.insert(categories).values({ id: 1, name: '교재', name_en: 'Books' });
  const [product] = await db
    .insert(products)
    .values({ category_id: 1, name: '[TSSA] 원데이', name_en: '[TSSA] One-day', base_price: 50_000, status: 'hidden' })
    .returning({ id: products.id });
  const [cls] = await db
    .insert(workshopClasses)
    .values({
      product_id: product?.id,
      kind: 'one-day',
      title: '원데이 캔들',
      title_en: 'One-day candle',
      price: 50_000,
      duration_minutes: 120,
    })
    .returning({ id: workshopClasses.id });
  const [session] = await db
    .insert(classSessions)
    .values({ class_id: cls?.id as number, starts_at: later(10 * 24 * 60), capacity })
    .returning({ id: classSessions.id });
  const people = await db
    .insert(members)
    .values(
      Array.from({ length: n }, (_, i) => ({
        login_id: `tj${i}`,
        name: `회원${i}`,
        mobile: '010-1111-2222',
        email: `tj${i}@example.com`,
        password_hash: 'x',
      })),
    )
    .returning({ id: members.id });
  return { session: session?.id as number, people: people.map((p) => p.id) };
}

const statusOf = async (id: number) =>
  (await (await getDb()).select({ s: classSignups.status }).from(classSignups).where(eq(classSignups.id, id)))[0]?.s;
const seatsTaken = async (id: number) =>
  (
    await (await getDb()).select({ n: classSessions.seats_taken }).from(classSessions).where(eq(classSessions.id, id))
  )[0]?.n;

describe('the TSSA seat job', () => {
  it('frees an unordered seat once its hold runs out, once even with two workers, and takes its line out of the cart', async () => {
    const { session, people } = await school(2, 1);
    const made = await signUp(people[0] as number, { session_id: session, head_count: 2 }, NOW);
    expect(await seatsTaken(session)).toBe(2);
    expect(await runTssaJobs(later(59))).toEqual({ expired: 0 });
    const runs = await Promise.all([runTssaJobs(later(61)), runTssaJobs(later(61))]);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(await statusOf(made.signup.id)).toBe('cancelled');
    expect(await seatsTaken(session)).toBe(0);
    const lines = await (await getDb()).select().from(cartLines).where(eq(cartLines.signup_id, made.signup.id));
    expect(lines).toEqual([]);
  });

  it('moves a seat offered from the waitlist on to the next in line after 24 hours unpaid, each notified', async () => {
    const { session, people } = await school(1, 3);
    const [a, b, c] = people as [number, number, number];
    const seat = await signUp(a, { session_id: session, head_count: 1 }, NOW);
    const first = await signUp(b, { session_id: session, head_count: 1, waitlist: true }, later(1));
    const second = await signUp(c, { session_id: session, head_count: 1, waitlist: true }, later(2));
    expect([first.waitlisted, second.waitlisted]).toEqual([true, true]);

    await cancelSignup(a, seat.signup.id, later(10));
    expect(await statusOf(first.signup.id)).toBe('offered');
    expect(await statusOf(second.signup.id)).toBe('waitlisted');
    expect(await seatsTaken(session)).toBe(1);

    expect((await runTssaJobs(later(10 + 23 * 60))).expired).toBe(0);
    const runs = await Promise.all([runTssaJobs(later(10 + 24 * 60 + 1)), runTssaJobs(later(10 + 24 * 60 + 1))]);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(await statusOf(first.signup.id)).toBe('cancelled');
    expect(await statusOf(second.signup.id)).toBe('offered');
    expect(await seatsTaken(session)).toBe(1);
    const told = await (await getDb()).select().from(notifications).where(eq(notifications.member_id, c));
    expect(told.map((n) => n.title)).toContain('대기하시던 클래스에 자리가 났습니다');
  });
});
