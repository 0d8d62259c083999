import { explainRefusal, isStatus, type RefusalWords } from '~/features/boards/refusal';
import { orderFormUrl } from '~/features/cart/cart-add';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { postJson } from '~/lib/http';
import { goTo, reloadPage } from '~/lib/navigation';

type Words = RefusalWords & { title: string; done: string; keep: string; cancel: string };

/** Pay: the sign-up's class line put back in the cart, then the order form for it. */
async function pay(button: HTMLButtonElement, url: string, words: Words): Promise<void> {
  button.disabled = true;
  try {
    const { cart_line_id } = await postJson<{ cart_line_id: number }>(`${url}/pay`, {}, { silent: true });
    goTo(orderFormUrl([cart_line_id]));
  } catch (err) {
    button.disabled = false;
    await explainRefusal(err, words);
  }
}

const pressed = (event: Event, selector: string) =>
  event.target instanceof Element ? event.target.closest<HTMLButtonElement>(selector) : null;

/**
 * The buttons of the member's sign-ups: pay one whose class line left the cart, and cancel, where the
 * shop's dialog shows the refund the server computed (the button's `data-refund`) before anything is done.
 */
export function bindMySignups(root: Document): void {
  const words = JSON.parse(root.getElementById('tssa-cancel-words')?.textContent ?? '{}') as Words;
  words.messages ??= {};
  root.addEventListener('click', async (event) => {
    const payButton = pressed(event, '[data-pay-signup]');
    if (payButton?.dataset.paySignup) return pay(payButton, payButton.dataset.paySignup, words);
    const button = pressed(event, '[data-cancel-signup]');
    const url = button?.dataset.cancelSignup;
    if (!button || !url) return;
    const agreed = await confirmDialog({
      title: words.title,
      message: button.dataset.refund ?? '',
      okLabel: words.cancel,
      cancelLabel: words.keep,
    });
    if (!agreed) return;
    button.disabled = true;
    try {
      await postJson(`${url}/cancel`, {}, { silent: true });
      await alertDialog({ message: words.done });
      reloadPage();
    } catch (err) {
      button.disabled = false;
      await explainRefusal(err, words);
      if (isStatus(err, 409) || isStatus(err, 422)) reloadPage();
    }
  });
}
