import { startContentJobs } from './admin-content/content-jobs.ts';
import { migrate } from './db/migrate.ts';
import { syncShippedTerms } from './i18n/translation.service.ts';
import { startLoyaltyJobs } from './membership/jobs.ts';
import { startMessageJobs } from './messages/jobs.ts';
import { startOrderJobs } from './orders/jobs.ts';
import { startPointJobs } from './points/jobs.ts';
import { startTssaJobs } from './workshop/tssa-jobs.ts';

let ready: Promise<void> | undefined;

/**
 * The server's start-up, once per process: the database migrated, the shipped translation terms in
 * place, then the order jobs, the point expiry job, the TSSA seat job, the content pages' scheduled
 * publishing, the loyalty jobs (membership tiers, birthday coupons) and the text messages' delivery
 * started. Every request but the liveness probe waits on it; when it fails the next request tries
 * again.
 */
export function startUp(): Promise<void> {
  ready ??= (async () => {
    await migrate();
    await syncShippedTerms();
    startOrderJobs();
    startPointJobs();
    startTssaJobs();
    startContentJobs();
    startLoyaltyJobs();
    startMessageJobs();
  })().catch((err) => {
    ready = undefined;
    throw err;
  });
  return ready;
}
