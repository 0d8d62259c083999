import { alertDialog } from '~/lib/dialog';
import { cartLabels } from './cart.labels';
import { addAndFollow } from './cart-add';

/** The form's choice: `option_id` from a select or radios (absent or empty means none), and the quantity. */
export function readPurchase(form: HTMLFormElement): {
  it_id: number;
  option_id: number | undefined;
  quantity: number;
  needsOption: boolean;
} {
  const data = new FormData(form);
  const option = String(data.get('option_id') ?? '');
  const hasOptionField = form.querySelector('[name="option_id"]') !== null;
  const quantity = Math.trunc(Number(data.get('quantity') ?? 1));
  return {
    it_id: Number(data.get('it_id')),
    option_id: option ? Number(option) : undefined,
    quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 1,
    needsOption: hasOptionField && option === '',
  };
}

/**
 * Every `form[data-purchase-form]` on the page: the cart button adds the line and offers the cart,
 * the buy button adds exactly this line and opens the order form. Refusals (409, 422) come in a dialog.
 */
export function bindPurchaseForm(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-purchase-form]')) {
    if (form.dataset.cartWired) continue;
    form.dataset.cartWired = '1';
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const submitter = (e as SubmitEvent).submitter as HTMLButtonElement | null;
      const action = submitter?.value === 'buy' ? 'buy' : 'cart';
      const choice = readPurchase(form);
      if (choice.needsOption) {
        await alertDialog({ message: cartLabels().chooseOption });
        form.querySelector<HTMLElement>('[name="option_id"]')?.focus();
        return;
      }
      if (form.dataset.busy) return;
      form.dataset.busy = '1';
      try {
        await addAndFollow({ it_id: choice.it_id, option_id: choice.option_id, quantity: choice.quantity }, action);
      } finally {
        delete form.dataset.busy;
      }
    });
  }
}
