import { PAGER_VISIBLE_PAGES } from './constants';

/** Spec 5: the pager shows five page numbers around the current page, shifted to stay in range. */
export function visiblePages(current: number, last: number, count = PAGER_VISIBLE_PAGES): number[] {
  const total = Math.max(1, last);
  const page = Math.min(Math.max(1, current), total);
  const size = Math.min(count, total);
  let start = page - Math.floor(size / 2);
  start = Math.max(1, Math.min(start, total - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}
