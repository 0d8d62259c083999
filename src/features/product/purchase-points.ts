import { pointsFor } from '~/lib/points';

/** The points line under the total: `{points}` of the amount at the form's rate (`data-rate`). */
export function showPoints(form: HTMLFormElement, amount: number): void {
  const el = form.querySelector<HTMLElement>('[data-points]');
  if (!el) return;
  const points = pointsFor(amount, Number(el.dataset.rate) || 0);
  el.hidden = points <= 0;
  const text = el.querySelector<HTMLElement>('[data-points-text]') ?? el;
  text.textContent = (el.dataset.template ?? '').replace('{points}', points.toLocaleString('en-US'));
}
