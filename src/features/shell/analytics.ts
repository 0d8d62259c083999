import { postJson } from '~/lib/http';

/** Spec 9: a page view per route change, same-path repeats skipped, data layer `dataLayer`. */
const LAST_PATH_KEY = 'analytics-last-path';
/** The client id this tab's session has sent to the shop (spec 7: once per session). */
const SENT_ID_KEY = 'analytics-client-id-sent';

/** GA4's client id from its `_ga` cookie (`GA1.1.1234567890.1712345678` → `1234567890.1712345678`). */
export function gaClientIdOf(cookie: string): string | undefined {
  return cookie.match(/(?:^|;\s*)_ga=GA\d+\.\d+\.(\d+\.\d+)(?:;|$)/)?.[1];
}

/**
 * Spec 7: the browser's analytics client id goes to the shop once per session, which keeps it on the
 * visitor's or member's session. Answers whether it was sent now.
 */
export async function sendGaClientId(id: string | undefined, session: Storage | undefined = globalThis.sessionStorage) {
  if (!id) return false;
  try {
    if (session?.getItem(SENT_ID_KEY) === id) return false;
  } catch {
    // storage blocked: send it
  }
  try {
    await postJson('/api/statistic-center/set-session', { ga_client_id: id }, { silent: true });
    session?.setItem(SENT_ID_KEY, id);
    return true;
  } catch {
    return false;
  }
}

export function shouldSendPageView(path: string, lastPath: string | null): boolean {
  return path !== lastPath;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function startAnalytics(measurementId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  const gtag = (...args: unknown[]) => window.dataLayer?.push(args);
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const path = location.pathname + location.search;
  let last: string | null = null;
  try {
    last = sessionStorage.getItem(LAST_PATH_KEY);
    sessionStorage.setItem(LAST_PATH_KEY, path);
  } catch {
    // storage blocked: every load counts
  }
  if (shouldSendPageView(path, last)) gtag('event', 'page_view', { page_path: path, page_title: document.title });
  // GA's own script writes the `_ga` cookie; a returning browser has it already. Either way the id
  // goes to the shop once, from the cookie or from GA when its script has run.
  const known = gaClientIdOf(document.cookie);
  if (known) void sendGaClientId(known);
  else
    gtag(
      'get',
      measurementId,
      'client_id',
      (id: unknown) => void sendGaClientId(typeof id === 'string' ? id : undefined),
    );
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}
