let listening = false;

/**
 * One delegated listener for every heart on the page, present and future. The wishlist code (HTTP
 * client, dialogs) loads on the first tap, so pages with product cards ship almost nothing for it.
 */
export function bindHearts(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest<HTMLButtonElement>('button[data-wish]');
    if (!button) return;
    e.preventDefault();
    void import('./wish-heart').then((m) => m.toggleWish(button));
  });
}
