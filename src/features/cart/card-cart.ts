let listening = false;

/**
 * Product cards' cart buttons (`button[data-cart-add][data-it-id]`), present and future, through one
 * delegated listener. A product with options opens its page to choose one; any other adds one unit.
 * The cart code loads on the first tap.
 */
export function bindCardCartButtons(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest<HTMLButtonElement>('button[data-cart-add][data-it-id]');
    if (!button) return;
    e.preventDefault();
    void import('./card-cart-add').then((m) => m.addFromCard(button));
  });
}
