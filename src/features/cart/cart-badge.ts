import { $cartCount, setCartCount } from './cart.store';

/** 'Cart', 'Cart, 1 item', 'Cart, 3 items': the link's accessible name carries the count. */
export function cartLinkLabel(count: number, labels: { none: string; one: string; many: string }): string {
  if (count <= 0) return labels.none;
  return (count === 1 ? labels.one : labels.many).replace('{count}', String(count));
}

export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's cart links: the server-rendered count seeds the store, and every later change of the
 * store redraws each badge and accessible name.
 */
export function bindCartBadges(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-cart-link]')];
  const first = links[0];
  if (first) setCartCount(first.dataset.cartCount);
  $cartCount.subscribe((count) => {
    for (const link of links) {
      const badge = link.querySelector<HTMLElement>('[data-cart-badge]');
      if (badge) {
        badge.textContent = badgeText(count);
        badge.hidden = count <= 0;
      }
      link.dataset.cartCount = String(count);
      link.setAttribute(
        'aria-label',
        cartLinkLabel(count, {
          none: link.dataset.labelNone ?? '장바구니',
          one: link.dataset.labelOne ?? '장바구니 1개',
          many: link.dataset.labelMany ?? '장바구니 {count}개',
        }),
      );
    }
  });
}
