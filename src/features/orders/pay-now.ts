import { mountTossWidgets, payWithToss, type TossWidgets } from './toss-widget';

/**
 * "Pay now" on the page of a card order that was stored but not paid: the first press shows Toss's
 * methods and terms at the stored amount, the second opens Toss's window for that order.
 */
export function bindPayNow(root: HTMLElement): void {
  const { odId = '', total = '0', clientKey = '', orderName = '', down = '' } = root.dataset;
  const open = root.querySelector<HTMLButtonElement>('[data-pay-open]');
  const box = root.querySelector<HTMLElement>('[data-pay-box]');
  const submit = root.querySelector<HTMLButtonElement>('[data-pay-submit]');
  const note = root.querySelector<HTMLElement>('[data-pay-note]');
  if (!open || !box || !submit || !clientKey) return;
  const order = { od_id: odId, total: Number(total) };
  let widgets: TossWidgets | undefined;

  open.addEventListener('click', async () => {
    open.disabled = true;
    if (note) note.textContent = '';
    try {
      widgets ??= await mountTossWidgets(clientKey, order.total);
      box.hidden = false;
      open.hidden = true;
      open.setAttribute('aria-expanded', 'true');
      submit.disabled = false;
      submit.focus();
    } catch {
      if (note) note.textContent = down; // the next press tries again
    } finally {
      open.disabled = false;
    }
  });

  submit.addEventListener('click', async () => {
    if (!widgets) return;
    submit.disabled = true;
    try {
      await payWithToss(widgets, order, orderName);
    } catch {
      // Toss's widget says what is missing (the terms, say); the shopper can press again.
    } finally {
      submit.disabled = false;
    }
  });
}
