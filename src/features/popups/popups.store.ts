import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { POPUP_READ_STORAGE_KEY } from '~/lib/constants';
import { goTo } from '~/lib/navigation';
import { markAllRead, type PopupRead, parseReadList } from './popup-reads';
import { clickPlatform, type Popup, popupLink } from './popups';

/** Set once the shopper has closed the dialog on this page. */
export const $popupsClosed = atom(false);

/** The local read list (spec 3), under pinia/popup/readId as JSON. */
export const $popupReads = persistentAtom<PopupRead[]>(POPUP_READ_STORAGE_KEY, [], {
  encode: JSON.stringify,
  decode: parseReadList,
});

/** Spec 4: closing or confirming marks every popup shown read and closes. */
export function closePopups(popups: readonly Popup[], now = new Date()): void {
  $popupReads.set(markAllRead($popupReads.get(), popups, now));
  $popupsClosed.set(true);
}

/**
 * Spec 4: a click on a popup image closes, records the click, then follows the link of the language.
 * The shared HTTP client loads with the click: a first visit's dialog carries none of it until then.
 */
export async function clickPopup(popup: Popup, lang: string, shown: readonly Popup[], now = new Date()): Promise<void> {
  closePopups(shown, now);
  const body = {
    click_id: popup.id,
    click_type: 'Popups',
    click_name: popup.title,
    platform: clickPlatform(window.innerWidth),
  };
  // keepalive lets the record outlive the navigation below; a lost record must not keep the shopper here.
  try {
    const { postJson } = await import('~/lib/http');
    postJson('/api/v1/click-log', body, { keepalive: true, silent: true }).catch((err: unknown) => {
      console.error('popup click was not recorded', err);
    });
  } catch (err) {
    console.error('popup click was not recorded', err);
  }
  const link = popupLink(popup, lang);
  if (link) goTo(link);
}
