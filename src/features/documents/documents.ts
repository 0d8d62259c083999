/** Addresses of the document board, for pages and the browser alike. */
export const DOCUMENT_BOARD_PATH = '/customer/document-board';

/** The list's address for a category, a search word and a page; the first page and "all" are left out. */
export function documentListHref(q: {
  category?: string | undefined;
  keyword?: string | undefined;
  page?: number;
}): string {
  const params = new URLSearchParams();
  if (q.category) params.set('category', q.category);
  if (q.keyword) params.set('keyword', q.keyword);
  if (q.page && q.page > 1) params.set('page', String(q.page));
  const query = params.toString();
  return query ? `${DOCUMENT_BOARD_PATH}?${query}` : DOCUMENT_BOARD_PATH;
}
