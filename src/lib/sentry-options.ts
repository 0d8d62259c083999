import {
  SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
  SENTRY_TRACES_SAMPLE_RATE,
} from './constants';

/** Spec 8: errors that are noise (network hiccups, aborted requests, stale module chunks). */
export const IGNORED_ERRORS: (string | RegExp)[] = [
  'AxiosError',
  'undefined',
  'Request failed with status code 405',
  'Request failed with status code 422',
  'Network Error',
  'Request aborted',
  'Non-Error promise rejection captured with value: undefined',
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Unable to preload CSS',
  'Importing a module script failed',
  /^HTTPError: Request failed with status code (405|422)/,
  /^TimeoutError/,
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLocalTestHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** Error reporting runs only with a DSN and never on the local test host. */
export function sentryEnabled(dsn: string | undefined, hostname: string): dsn is string {
  return Boolean(dsn) && !isLocalTestHost(hostname);
}

export function sentryOptions(dsn: string, release: string) {
  return {
    dsn,
    release,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
    ignoreErrors: IGNORED_ERRORS,
  };
}
