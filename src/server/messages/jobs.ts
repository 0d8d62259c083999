import { logger } from '../log.ts';
import { deliverDueMessages } from './delivery.service.ts';
import { configuredProvider } from './solapi.ts';

/** How often each process sends the text messages that are due (a new one waits this long at most). */
export const MESSAGE_JOBS_INTERVAL_MS = 10_000;

let timer: NodeJS.Timeout | undefined;
let running = false;

/**
 * Starts the text-message delivery once per process; the timer never keeps the process alive. Every
 * process may run it: each message is claimed by one (`claimDue`). A run still going when the next is
 * due is not doubled.
 */
export function startMessageJobs(intervalMs = MESSAGE_JOBS_INTERVAL_MS): void {
  if (timer) return;
  const provider = configuredProvider();
  timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueMessages(provider)
      .catch((err) => logger.error({ err }, 'text messages failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
}

export function stopMessageJobs(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
