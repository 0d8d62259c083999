import { addToCart } from '~/features/cart/cart.api';
import { announceAdded, explainFailure } from '~/features/cart/cart-add';

type KitLine = { it_id: number; quantity: number };

/** "Buy the kit": every product of a class's materials kit into the cart, then the cart offered. */
export function bindKitButtons(root: Document): void {
  root.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-kit-lines]') : null;
    if (!button || button.disabled) return;
    const lines = JSON.parse(button.dataset.kitLines ?? '[]') as KitLine[];
    button.disabled = true;
    try {
      for (const line of lines) await addToCart(line);
      await announceAdded();
    } catch (err) {
      await explainFailure(err);
    } finally {
      button.disabled = false;
    }
  });
}
