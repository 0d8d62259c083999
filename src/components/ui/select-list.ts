import { SCROLL_END_THRESHOLD_PX } from '~/lib/constants';

type ScrollBox = { scrollTop: number; clientHeight: number; scrollHeight: number };

/** Spec 9: scroll-end triggers within 10px of the bottom. */
export function isNearBottom(box: ScrollBox, threshold = SCROLL_END_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/** Listbox keys: arrows move without wrapping (more may load below), Home and End jump. */
export const LIST_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);
