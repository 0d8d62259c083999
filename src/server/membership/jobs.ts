import { giveBirthdayCoupons } from '../coupons/auto-coupon.service.ts';
import { logger } from '../log.ts';
import { recalculateTiers } from './tier.service.ts';

/**
 * How often each process counts the month's tiers and gives the month's birthday coupons; both go by
 * the month, so an hour late is on time.
 */
export const LOYALTY_JOBS_INTERVAL_MS = 60 * 60_000;
/** The first run soon after start: a new month may have begun while no process ran. */
const FIRST_RUN_MS = 5_000;

let timer: NodeJS.Timeout | undefined;
let first: NodeJS.Timeout | undefined;

/**
 * Starts the loyalty jobs once per process (tiers, then birthday coupons); their timers never keep
 * the process alive. Every process runs them: each member is counted, and each coupon given, once
 * however many try (`tier.service.ts`, `../coupons/auto-coupon.service.ts`).
 */
export function startLoyaltyJobs(intervalMs = LOYALTY_JOBS_INTERVAL_MS): void {
  if (timer) return;
  const run = async () => {
    await recalculateTiers().catch((err) => logger.error({ err }, 'membership tiers failed'));
    await giveBirthdayCoupons().catch((err) => logger.error({ err }, 'birthday coupons failed'));
  };
  timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  first = setTimeout(() => void run(), Math.min(FIRST_RUN_MS, intervalMs));
  first.unref();
}

export function stopLoyaltyJobs(): void {
  if (timer) clearInterval(timer);
  if (first) clearTimeout(first);
  timer = undefined;
  first = undefined;
}
