import { DESKTOP_LAYOUT_MIN_WIDTH } from '~/lib/constants';
import type { PopupWire } from '~/server/promotions/popup.serializer';

/** One item of GET /api/v1/popup. */
export type Popup = PopupWire;

/** The session says 'kr', the page's `<html lang>` says 'ko'; anything but English is the Korean default. */
export const isKorean = (lang: string): boolean => !lang.toLowerCase().startsWith('en');

/** Spec 4 (Popup carousel): the image is chosen by language. */
export const popupImage = (popup: Popup, lang: string): string =>
  isKorean(lang) ? popup.thumbnail_ko : popup.thumbnail_en;

/** Spec 4: `link` for Korean, `link_en` otherwise; an empty one means there is nowhere to go. */
export function popupLink(popup: Popup, lang: string): string | null {
  const link = (isKorean(lang) ? popup.link : popup.link_en)?.trim();
  return link ? link : null;
}

/** Spec 2.10: the store's layout choice, desktop above 1024 px. */
export const clickPlatform = (width: number): 'pc' | 'mobile' => (width > DESKTOP_LAYOUT_MIN_WIDTH ? 'pc' : 'mobile');
