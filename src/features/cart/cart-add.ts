import { alertDialog, confirmDialog, type DialogRequest } from '~/lib/dialog';
import { goTo } from '~/lib/navigation';
import { addToCart, CartError } from './cart.api';
import { cartLabels } from './cart.labels';

export const CART_PATH = '/shop/cart';
export const orderFormUrl = (lineIds: number[]) => `/shop/order-form?lines=${lineIds.join(',')}`;

/** 'Added to cart': go to the cart, or stay and keep shopping. */
export async function announceAdded(): Promise<void> {
  const labels = cartLabels();
  // Button words for a dialog host that takes them; others show their own confirm and cancel words.
  const request: DialogRequest & Record<string, unknown> = {
    title: labels.added,
    message: labels.goQuestion,
    okLabel: labels.goToCart,
    cancelLabel: labels.continueShopping,
  };
  if (await confirmDialog(request)) goTo(CART_PATH);
}

/** The server's reason in a dialog: the stock message of a 409, the field messages of a 422. */
export async function explainFailure(err: unknown): Promise<void> {
  const labels = cartLabels();
  let message = labels.failed;
  if (err instanceof CartError) {
    const fields = Object.values(err.fields).map((m) => m[0]);
    message = (err.status === 422 && fields.length ? fields.join('\n') : err.message) || labels.failed;
  }
  await alertDialog({ message });
}

export type AddRequest = { it_id: number; option_id?: number | undefined; quantity: number };

/** Cart: add the line, update the badge, offer the cart. Buy: add exactly this line and go to the order form. */
export async function addAndFollow(req: AddRequest, action: 'cart' | 'buy'): Promise<void> {
  try {
    const { line } = await addToCart({ ...req, buy_now: action === 'buy' });
    if (action === 'buy') goTo(orderFormUrl([line.id]));
    else await announceAdded();
  } catch (err) {
    await explainFailure(err);
  }
}
