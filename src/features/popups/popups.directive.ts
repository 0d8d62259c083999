import type { ClientDirective } from 'astro';
import { POPUP_READ_STORAGE_KEY } from '../../lib/constants.ts';
import { afterFirstPaint } from '../../lib/directives/paint.ts';
import { holdEarlyClicks } from '../../lib/directives/replay.ts';
import { allRead, parsePopupRefs, parseReadList } from './popup-reads.ts';

/**
 * `client:popups={JSON of [{id, type}]}`: the popup dialog is rendered by the server on every page and
 * stays hidden (popups.css) unless this browser has a popup still unread (spec 3 and 4). Run inline while
 * the page is parsed, so a due dialog shows with the first paint and its picture is found by the parser,
 * not after a script has loaded. A returning visitor who has read them all never loads React or Swiper.
 * A due dialog hydrates once the page has loaded and painted and the browser is idle, or at once when touched; a
 * click that lands before then is held and replayed.
 *
 * Bundled on its own by Astro (esbuild, inlined once per page): relative imports only.
 */
const popups: ClientDirective = (load, options, el) => {
  const refs = parsePopupRefs(options.value);
  let reads: ReturnType<typeof parseReadList> = [];
  try {
    reads = parseReadList(localStorage.getItem(POPUP_READ_STORAGE_KEY));
  } catch {
    // Storage switched off: nothing counts as read, as on a first visit.
  }
  if (refs.length === 0 || allRead(refs, reads, new Date())) return;
  el.setAttribute('data-due', '');
  // The front card's picture is what a first visit sees largest: fetch it now, not when laid out.
  el.querySelector('img')?.setAttribute('loading', 'eager');

  // A press on the shown dialog before its code has come is held and given again once it has (replay.ts).
  const start = holdEarlyClicks(el, async () => {
    const hydrate = await load();
    await hydrate();
  });
  const early = () => void start();
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) el.addEventListener(type, early, { once: true });
  // After the dialog's picture has been painted (with the page's first paint), so that loading React
  // and Swiper for it never holds that paint back.
  const idle = () =>
    afterFirstPaint(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: 1500 });
      else setTimeout(() => void start(), 200);
    });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

export default popups;
