import { bindJsonForm } from '~/features/members/form-submit';

/** The order look-up page: the visitor's form checks the order number and password, then the page shows the order. */
export function bindOrderLookup(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-order-lookup]');
  if (!form) return;
  bindJsonForm<{ od_id: string }>(form, '/api/v1/orders/lookup', (data) => {
    window.location.assign(`/shop/my_order_view?od_id=${encodeURIComponent(data.od_id)}`);
  });
}
