import { logger } from '../log.ts';
import { runContentJobs } from './content-studio.service.ts';

/** A page set to be published at a time goes live within this long of it. */
export const CONTENT_JOBS_INTERVAL_MS = 15_000;

let timer: NodeJS.Timeout | undefined;

/** Starts the scheduled-publish job once per process; the timer never keeps the process alive. */
export function startContentJobs(intervalMs = CONTENT_JOBS_INTERVAL_MS): void {
  if (timer) return;
  timer = setInterval(() => {
    runContentJobs().catch((err) => logger.error({ err }, 'content jobs failed'));
  }, intervalMs);
  timer.unref();
}

export function stopContentJobs(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
