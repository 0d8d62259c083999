import * as Sentry from '@sentry/astro';
import { sentryEnabled, sentryOptions } from '~/lib/sentry-options';
import { config } from './config.ts';

declare const __APP_RELEASE__: string;

export const release = typeof __APP_RELEASE__ === 'string' ? __APP_RELEASE__ : 'dev';

let started = false;

/** Starts server-side error reporting once, when SENTRY_DSN is set and the shop is not on a local host. */
export function startMonitoring(hostname: string): void {
  if (started) return;
  started = true;
  if (!sentryEnabled(config.sentryDsn, hostname)) return;
  const {
    replaysOnErrorSampleRate: _a,
    replaysSessionSampleRate: _b,
    ...server
  } = sentryOptions(config.sentryDsn, release);
  Sentry.init(server);
}

export function reportError(err: unknown, context: Record<string, unknown>): void {
  if (config.sentryDsn) Sentry.captureException(err, { extra: context });
}
