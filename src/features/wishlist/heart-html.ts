import { attr, html, type Markup } from '~/lib/html';
import '~/components/ui/round-button.css';
import './heart.css';

/** The product, its name for the label, and the ids of the member's wishlist entries for it. */
export type HeartProps = { productId: number; name: string; wishIds: readonly number[]; size?: 'md' | 'lg' };

/**
 * The wishlist heart: pressed when the product is in the member's wishlist. Its click listener comes
 * with HeartListener, which a page showing hearts renders once.
 */
export function heartHtml(
  { productId, name, wishIds, size = 'md' }: HeartProps,
  t: (text: string, vars?: Record<string, string>) => string,
): Markup {
  const first = wishIds[0];
  return html`<button type="button" class="round-button heart heart--${size}" data-wish data-it-id="${productId}"${attr('data-wi-id', first)} aria-pressed="${first === undefined ? 'false' : 'true'}" aria-label="${t('{name} 위시리스트', { name })}" data-confirm-add="${t('위시리스트에 추가하시겠습니까?')}" data-confirm-remove="${t('위시리스트에서 삭제하시겠습니까?')}"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 20.6l-1.3-1.2C5.6 14.8 2.5 12 2.5 8.4 2.5 5.6 4.7 3.4 7.5 3.4c1.6 0 3.2.8 4.5 2 1.3-1.2 2.9-2 4.5-2 2.8 0 5 2.2 5 5 0 3.6-3.1 6.4-8.2 11z"></path></svg></button>`;
}
