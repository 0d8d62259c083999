import type { ClientDirective } from 'astro';
import { POPUP_READ_STORAGE_KEY } from '../../lib/constants.ts';
import { allRead, parsePopupRefs, parseReadList } from './popup-reads.ts';

/**
 * `client:popups={JSON of [{id, type}]}`: the popup dialog is rendered by the server on every page and
 * stays hidden (popups.css) unless this browser has a popup still unread (spec 3 and 4). Run inline while
 * the page is parsed, so a due dialog shows with the first paint and its picture is found by the parser,
 * not after a script has loaded. A returning visitor who has read them all never loads React or Swiper.
 * A due dialog hydrates once the page has loaded and the browser is idle, or at once when touched.
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

  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of ['pointerdown', 'keydown', 'focusin'] as const) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) el.addEventListener(type, start, { once: true });
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: 1500 });
    else setTimeout(() => void start(), 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

export default popups;
