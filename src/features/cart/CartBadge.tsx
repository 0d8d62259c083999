import { useStore } from '@nanostores/react';
import { $cartCount, $cartCountKnown } from './cart.store';
import { badgeText, cartLinkLabel } from './cart-badge';

export type CartBadgeProps = {
  /** The count the page was rendered with. */
  count: number;
  /** The link's words in the page's language: the name carries the count. */
  labels: { text: string; none: string; one: string; many: string };
};

/**
 * The header's cart link with its badge. Rendered by the server with the count; it hydrates on the
 * page's first cart change (`client:event="cart:change"`), then follows the shared cart store.
 */
export function CartBadge({ count, labels }: CartBadgeProps) {
  const stored = useStore($cartCount);
  const known = useStore($cartCountKnown);
  const shown = known ? stored : count;
  return (
    <a href="/shop/cart" className="header__link header__cart" aria-label={cartLinkLabel(shown, labels)}>
      <svg className="header__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M5.5 8h13l-1 12h-11zM9 8V7a3 3 0 0 1 6 0v1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="header__label">{labels.text}</span>
      <span className="header__badge header__badge--cart" aria-hidden="true" hidden={shown <= 0}>
        {badgeText(shown)}
      </span>
    </a>
  );
}
