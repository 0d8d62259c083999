import { alertDialog } from '~/features/dialog/dialog.store';

/** Longest `errorMessage` shown; Toss's own messages are far shorter. */
export const ORDER_ERROR_MAX_LENGTH = 300;

/**
 * The `errorMessage` of an order page's address (spec 2.6), as plain text: control characters become
 * spaces, and it is cut at a whole character after 300.
 */
export function orderErrorFrom(params: URLSearchParams): string {
  const raw = params.get('errorMessage') ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = raw.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return Array.from(clean).slice(0, ORDER_ERROR_MAX_LENGTH).join('').trim();
}

/** Shows the message the page carried in `#order-error` in the shop's dialog, as text. */
export function showOrderError(): void {
  const data = document.getElementById('order-error')?.textContent;
  if (!data) return;
  try {
    const { title, message } = JSON.parse(data) as { title?: unknown; message?: unknown };
    if (typeof message === 'string' && message) {
      void alertDialog({ title: typeof title === 'string' ? title : undefined, message });
    }
  } catch {
    // a broken value is simply not shown
  }
}
