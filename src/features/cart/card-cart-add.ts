import { goTo } from '~/lib/navigation';
import { addToCart, CartError } from './cart.api';
import { announceAdded, explainFailure } from './cart-add';

export const productUrl = (itId: string | number) => `/shop/product/${encodeURIComponent(itId)}`;

/**
 * One unit of a listed product into the cart (the badge follows the answer's count), then the offer
 * to go to the cart. Options are chosen on the product page, which a product with options opens.
 */
export async function addOneToCart(itId: number, hasOptions: boolean): Promise<void> {
  if (hasOptions) {
    goTo(productUrl(itId));
    return;
  }
  try {
    await addToCart({ it_id: itId, quantity: 1 });
    await announceAdded();
  } catch (err) {
    // The list did not know the product takes options: its page is where one is chosen.
    if (err instanceof CartError && err.status === 422 && err.fields.option_id) goTo(productUrl(itId));
    else await explainFailure(err);
  }
}

/** A product card's cart button (`data-it-id`, `data-has-options`); a second press while busy is ignored. */
export async function addFromCard(button: HTMLButtonElement): Promise<void> {
  if (button.dataset.busy) return;
  button.dataset.busy = '1';
  try {
    await addOneToCart(Number(button.dataset.itId), button.dataset.hasOptions === 'true');
  } finally {
    delete button.dataset.busy;
  }
}
