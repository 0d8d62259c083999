import {
  SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
  SENTRY_TRACES_SAMPLE_RATE,
} from './constants';

/**
 * Spec 8: errors that are noise (network hiccups, aborted requests, stale module chunks). Sentry
 * matches a string anywhere in an error's message, so 'undefined' would also drop every "Cannot
 * read properties of undefined" crash: each entry is a pattern for the whole message instead.
 * Messages that carry an address or name after them (module loads) allow just that tail.
 */
export const IGNORED_ERRORS: RegExp[] = [
  /^AxiosError$/,
  /^undefined$/,
  // ky adds the status text, method and address after the code.
  /^(HTTPError: )?Request failed with status code (405|422)( .*)?$/,
  /^Network Error$/,
  /^Request aborted$/,
  /^Non-Error promise rejection captured with value: undefined$/,
  /^(TypeError: )?Failed to fetch dynamically imported module(: \S+)?$/,
  /^(TypeError: )?error loading dynamically imported module(: \S+)?$/,
  /^(Error: )?Unable to preload CSS for \S+$/,
  /^(TypeError: )?Importing a module script failed\.?$/,
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
