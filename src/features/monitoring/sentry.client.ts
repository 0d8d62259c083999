import * as Sentry from '@sentry/astro';
import { sentryOptions } from '~/lib/sentry-options';

/** Loaded only when the page carries a DSN and the host is not the local test host. */
export function startBrowserMonitoring(dsn: string, release: string, ownOrigin: string): void {
  Sentry.init({
    ...sentryOptions(dsn, release),
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracePropagationTargets: ['localhost', /^\//, ownOrigin],
  });
}
