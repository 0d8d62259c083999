import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { POPUP_READ_STORAGE_KEY } from '~/lib/constants';
import { getJson, postJson } from '~/lib/http';
import { goTo } from '~/lib/navigation';
import type { Page } from '~/server/http/pagination';
import { allRead, markAllRead, type PopupRead, parseReadList } from './popup-reads';
import { clickPlatform, type Popup, popupLink } from './popups';

/** The active popups of this page load. */
export const $popups = atom<Popup[]>([]);
export const $popupOpen = atom(false);

/** The local read list (spec 3), under pinia/popup/readId as JSON. */
export const $popupReads = persistentAtom<PopupRead[]>(POPUP_READ_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: parseReadList,
});

/** Spec 4: fetch the active popups; the dialog opens only if some are still unread. */
export async function loadPopups(now = new Date()): Promise<void> {
  try {
    // Silent: a popup is an extra, so a failure must not greet the shopper with an error dialog.
    const page = await getJson<Page<Popup>>('/api/v1/popup', { searchParams: { active: true, page: 1 }, silent: true });
    const popups = page.data.filter((popup) => popup.active);
    $popups.set(popups);
    $popupOpen.set(popups.length > 0 && !allRead(popups, $popupReads.get(), now));
  } catch (err) {
    console.error('popups could not be loaded', err);
  }
}

/** Spec 4: closing or confirming marks every popup read and closes. */
export function closePopups(now = new Date()): void {
  $popupReads.set(markAllRead($popupReads.get(), $popups.get(), now));
  $popupOpen.set(false);
}

/** Spec 4: a click on a popup image closes, records the click, then follows the link of the language. */
export function clickPopup(popup: Popup, lang: string, now = new Date()): void {
  closePopups(now);
  const body = {
    click_id: popup.id,
    click_type: 'Popups',
    click_name: popup.title,
    platform: clickPlatform(window.innerWidth),
  };
  // keepalive lets the record outlive the navigation below; a lost record must not keep the shopper here.
  postJson('/api/v1/click-log', body, { keepalive: true, silent: true }).catch((err: unknown) => {
    console.error('popup click was not recorded', err);
  });
  const link = popupLink(popup, lang);
  if (link) goTo(link);
}
