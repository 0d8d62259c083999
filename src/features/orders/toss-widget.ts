declare global {
  interface Window {
    TossPayments?: (clientKey: string) => {
      widgets: (o: { customerKey: string }) => TossWidgets;
    };
  }
}

export type TossWidgets = {
  setAmount: (a: { currency: 'KRW'; value: number }) => Promise<void>;
  renderPaymentMethods: (o: { selector: string; variantKey?: string }) => Promise<unknown>;
  renderAgreement: (o: { selector: string; variantKey?: string }) => Promise<unknown>;
  requestPayment: (o: Record<string, unknown>) => Promise<void>;
};

export const TOSS_SDK = 'https://js.tosspayments.com/v2/standard';

export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(s);
  });
}

/** Loads Toss's script and draws its payment methods and terms into `#toss-methods` and `#toss-agreement`. */
export async function mountTossWidgets(clientKey: string, amount: number): Promise<TossWidgets> {
  if (!window.TossPayments) await loadScript(TOSS_SDK);
  if (!window.TossPayments) throw new Error('Toss Payments is unavailable');
  const widgets = window.TossPayments(clientKey).widgets({ customerKey: 'ANONYMOUS' });
  await widgets.setAmount({ currency: 'KRW', value: amount });
  await Promise.all([
    widgets.renderPaymentMethods({ selector: '#toss-methods', variantKey: 'DEFAULT' }),
    widgets.renderAgreement({ selector: '#toss-agreement', variantKey: 'AGREEMENT' }),
  ]);
  return widgets;
}

/**
 * Opens Toss's payment window, with the method chosen in its widget, for an order the server stored.
 * Toss comes back to /shop/payment_confirm, which pays only the amount stored with the order.
 */
export async function payWithToss(
  widgets: TossWidgets,
  order: { od_id: string; total: number },
  orderName: string,
): Promise<void> {
  // The stored order's amount is the one paid, whatever the page last showed.
  await widgets.setAmount({ currency: 'KRW', value: order.total });
  const origin = window.location.origin;
  await widgets.requestPayment({
    orderId: order.od_id,
    orderName,
    successUrl: `${origin}/shop/payment_confirm`,
    failUrl: `${origin}/shop/payment_confirm?fail=1&orderId=${order.od_id}`,
  });
}
