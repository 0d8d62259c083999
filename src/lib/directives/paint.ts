/** How long a page that paints nothing (opened in a background tab, say) waits before going on. */
const NO_PAINT_WAIT_MS = 3000;

/**
 * Runs `fn` in a task of its own once the page has painted its first content (the browser's
 * `first-contentful-paint` entry), so that an island's code is parsed and run after the shopper sees the
 * page rather than in front of it: on a slow phone hydrating the studio or the popups took the main
 * thread before the first paint could happen. Without paint timing it waits two animation frames, and a
 * page that never paints goes on after three seconds.
 */
export function afterFirstPaint(fn: () => void): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    setTimeout(fn, 0);
  };
  if (performance.getEntriesByName?.('first-contentful-paint').length) {
    go();
    return;
  }
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      go();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      go();
    }, NO_PAINT_WAIT_MS);
    return;
  }
  requestAnimationFrame(() => requestAnimationFrame(go));
}
