import { logger } from '../log.ts';
import { expireLapsedPoints } from './point.service.ts';

/** How often each process looks for lapsed points; points lapse by the day, so minutes late is on time. */
export const POINT_JOBS_INTERVAL_MS = 10 * 60_000;
/** The first look soon after start, for points that lapsed while no process ran. */
const FIRST_RUN_MS = 5_000;

let timer: NodeJS.Timeout | undefined;
let first: NodeJS.Timeout | undefined;

/** Starts the point expiry job once per process; its timers never keep the process alive. */
export function startPointJobs(intervalMs = POINT_JOBS_INTERVAL_MS): void {
  if (timer) return;
  const run = () => {
    expireLapsedPoints().catch((err) => logger.error({ err }, 'point expiry failed'));
  };
  timer = setInterval(run, intervalMs);
  timer.unref();
  first = setTimeout(run, Math.min(FIRST_RUN_MS, intervalMs));
  first.unref();
}

/** Whether this process runs the point expiry job. */
export function pointJobsRunning(): boolean {
  return timer !== undefined;
}

export function stopPointJobs(): void {
  if (timer) clearInterval(timer);
  if (first) clearTimeout(first);
  timer = undefined;
  first = undefined;
}
