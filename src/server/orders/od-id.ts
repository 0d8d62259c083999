import { randomInt } from 'node:crypto';
import { seoulClock } from '~/lib/dates';

/** YYYYMMDDHHmmss of `at` on the clock in Seoul, where the shop and its customers are. */
export function seoulStamp(at: Date): string {
  const c = seoulClock(at);
  return `${c.year}${c.month}${c.day}${c.hour}${c.minute}${c.second}`;
}

/**
 * An order number: 16 digits, YYYYMMDDHHmmss in Seoul time plus two random digits. `attempt` moves
 * the time part on by a second for every 25 collisions, so a busy second cannot run out of numbers.
 */
export function newOdId(at: Date, attempt = 0, random: (max: number) => number = randomInt): string {
  const shifted = new Date(at.getTime() + Math.floor(attempt / 25) * 1000);
  return `${seoulStamp(shifted)}${String(random(100)).padStart(2, '0')}`;
}

export const OD_ID = /^\d{16}$/;
