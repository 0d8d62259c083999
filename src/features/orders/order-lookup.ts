import { alertDialog } from '~/features/dialog/dialog.store';
import { bindJsonForm } from '~/features/members/form-submit';

/**
 * The order look-up page: an `errorMessage` from the address is shown in a dialog (spec 2.6); the
 * visitor's form checks the order number and password, then the page shows the order.
 */
export function wireOrderLookup(): void {
  const error = document.getElementById('order-error')?.textContent;
  if (error) {
    try {
      void alertDialog({ message: JSON.parse(error) as string });
    } catch {
      // a broken value is simply not shown
    }
  }
  const form = document.querySelector<HTMLFormElement>('form[data-order-lookup]');
  if (!form) return;
  bindJsonForm<{ od_id: string }>(form, '/api/v1/orders/lookup', (data) => {
    window.location.assign(`/shop/my_order_view?od_id=${encodeURIComponent(data.od_id)}`);
  });
}
