import { goTo } from '~/lib/navigation';
import { addToCart, CartError } from './cart.api';
import { announceAdded, explainFailure } from './cart-add';

export const productUrl = (itId: string) => `/shop/product/${encodeURIComponent(itId)}`;

/** One unit of the card's product into the cart; options are chosen on the product page. */
export async function addFromCard(button: HTMLButtonElement): Promise<void> {
  const itId = button.dataset.itId ?? '';
  if (button.dataset.hasOptions === 'true') {
    goTo(productUrl(itId));
    return;
  }
  if (button.dataset.busy) return;
  button.dataset.busy = '1';
  try {
    await addToCart({ it_id: Number(itId), quantity: 1 });
    await announceAdded();
  } catch (err) {
    // The card did not know the product takes options: its page is where one is chosen.
    if (err instanceof CartError && err.status === 422 && err.fields.option_id) goTo(productUrl(itId));
    else await explainFailure(err);
  } finally {
    delete button.dataset.busy;
  }
}
