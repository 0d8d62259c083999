import { logger } from '../log.ts';
import { remindClasses } from './class-reminder.service.ts';
import { expireHold, overdueHolds } from './tssa-seats.service.ts';

const BATCH = 100;
export const TSSA_JOBS_INTERVAL_MS = 60_000;

/**
 * Frees the seats of sign-ups whose hold ran out before an order took them: an unordered seat after
 * `tssa.hold_minutes`, a seat offered from the waitlist after `tssa.offer_hours` (then it moves on to
 * the next in line). An ordered seat waits on its order instead, which the order jobs cancel at its
 * deposit deadline. Each sign-up is locked and moved by a conditional update, so two workers
 * running together free it once.
 */
export async function runTssaJobs(now = new Date()): Promise<{ expired: number }> {
  let expired = 0;
  for (const id of await overdueHolds(now, BATCH)) if (await expireHold(id, now)) expired++;
  return { expired };
}

let timer: NodeJS.Timeout | undefined;

/** Starts the TSSA jobs (held seats, class reminders) once per process; the timer never keeps the process alive. */
export function startTssaJobs(intervalMs = TSSA_JOBS_INTERVAL_MS): void {
  if (timer) return;
  timer = setInterval(() => {
    runTssaJobs().catch((err) => logger.error({ err }, 'tssa jobs failed'));
    remindClasses().catch((err) => logger.error({ err }, 'class reminders failed'));
  }, intervalMs);
  timer.unref();
}

export function stopTssaJobs(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
