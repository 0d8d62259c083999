/** A small deterministic generator (mulberry32), so that every seeded shop is the same shop. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
export type Rng = ReturnType<typeof rng>;

const DAY = 86_400_000;

/**
 * A moment `days` before `now` (negative: after), optionally at a given hour of that day; a past
 * day never lands after `now` because of the hour.
 */
export function daysAgo(days: number, now: number, hour?: number): Date {
  const d = new Date(now - days * DAY);
  if (hour !== undefined) d.setHours(hour, 0, 0, 0);
  return days >= 0 && d.getTime() > now ? new Date(now) : d;
}

/**
 * `days` days before `now` (negative: after) at `hour`:00 on Korea's clock (UTC+9 all year), whatever
 * time zone the server runs in: a class that starts at 10:00 starts at 10:00 in Seoul.
 */
export function seoulDaysAgo(days: number, now: number, hour: number): Date {
  const KST = 9 * 3_600_000;
  const wall = new Date(now - days * DAY + KST);
  wall.setUTCHours(hour, 0, 0, 0);
  return new Date(wall.getTime() - KST);
}

/** Rounds a price to the nearest 100 won. */
export const won = (n: number) => Math.round(n / 100) * 100;
