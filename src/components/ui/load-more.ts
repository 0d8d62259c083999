/** Spec 4 and 8: load-more at the last page says 'This is the last page', titled 'Notice'. */
export const LAST_PAGE_TITLE = '알림';
export const LAST_PAGE_MESSAGE = '마지막 페이지입니다.';

/** Pages as the pagination shape counts them (current_page, last_page), from 1. */
export function isLastPage(currentPage: number, lastPage: number): boolean {
  return currentPage >= lastPage;
}
