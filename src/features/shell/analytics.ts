/** Spec 9: a page view per route change, same-path repeats skipped, data layer `dataLayer`. */
const LAST_PATH_KEY = 'analytics-last-path';

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
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}
