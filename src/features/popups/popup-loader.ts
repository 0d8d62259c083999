import { POPUP_READ_STORAGE_KEY } from '~/lib/constants';
import { allRead, type PopupRead, parsePopupRefs, parseReadList } from './popup-reads';
import type { PopupLabels } from './popups.labels';

export const POPUP_STATE_ID = 'popup-state';
export const POPUP_HOST_ID = 'popup-host';

function storedReads(): PopupRead[] {
  try {
    return parseReadList(localStorage.getItem(POPUP_READ_STORAGE_KEY));
  } catch {
    // Storage can be switched off; then nothing counts as read, as on a first visit.
    return [];
  }
}

function afterLoadAndIdle(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 1500 });
      else setTimeout(resolve, 200);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise((resolve) => window.addEventListener('load', () => void idle().then(resolve), { once: true }));
}

function labelsOf(host: HTMLElement): Partial<PopupLabels> {
  const { title, close, confirm } = host.dataset;
  return { ...(title && { title }), ...(close && { close }), ...(confirm && { confirm }) };
}

/**
 * Runs on every page, without React: it compares the active popups the server embedded in `#popup-state`
 * with the local read list, and only when one is unread loads and mounts the dialog.
 */
export async function startPopups(now = new Date()): Promise<void> {
  const host = document.getElementById(POPUP_HOST_ID);
  const popups = parsePopupRefs(document.getElementById(POPUP_STATE_ID)?.textContent);
  if (!host || allRead(popups, storedReads(), now)) return;
  // The page comes first: the dialog's code loads once the page has loaded and the browser is idle.
  await afterLoadAndIdle();
  const { mountPopups } = await import('./mount-popups');
  mountPopups(host, { lang: host.dataset.lang || document.documentElement.lang, labels: labelsOf(host) });
}
