import { isLastPage } from '~/components/ui/load-more';
import { alertDialog } from '~/lib/dialog';

/** The next page's address: the same list with `page` moved on by one. */
export function nextPageUrl(url: string, page: number): string {
  const u = new URL(url, 'http://x');
  u.searchParams.set('page', String(page));
  return `${u.pathname}${u.search}`;
}

/**
 * Mobile 'load more' (spec 4): the next page is rendered by the server like any page, and its cards are
 * appended to the grid; at the last page the button says 'This is the last page', titled 'Notice'.
 */
export function bindLoadMore(button: HTMLButtonElement): void {
  const grid = document.querySelector<HTMLElement>('[data-product-grid]');
  if (!grid) return;
  button.addEventListener('click', async () => {
    const current = Number(button.dataset.current);
    const last = Number(button.dataset.last);
    if (isLastPage(current, last)) {
      await alertDialog({ title: button.dataset.lastTitle, message: button.dataset.lastMessage ?? '' });
      return;
    }
    const url = button.dataset.next ?? '';
    button.setAttribute('aria-busy', 'true');
    button.disabled = true;
    try {
      const res = await fetch(url, { credentials: 'include', headers: { Accept: 'text/html' } });
      if (!res.ok) throw new Error(`load more failed: ${res.status}`);
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      const items = doc.querySelectorAll('[data-product-grid] > li');
      const firstNew = items[0];
      grid.append(...Array.from(items, (li) => document.importNode(li, true)));
      button.dataset.current = String(current + 1);
      button.dataset.next = nextPageUrl(url, current + 2);
      // Keyboard and screen-reader users continue from the first new card.
      if (firstNew) grid.children[grid.children.length - items.length]?.querySelector<HTMLElement>('h3 a')?.focus();
    } catch (err) {
      console.error(err);
    } finally {
      button.removeAttribute('aria-busy');
      button.disabled = false;
    }
  });
}
