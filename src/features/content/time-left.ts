import { timeLeft } from './countdown';

/**
 * `<time-left datetime="…" data-lead="종료까지" data-days="{days}일">`: the server
 * draws the time left when the page was made; this keeps it ticking each second, and says the
 * element's `data-over` words when the time has come.
 */
export class TimeLeft extends HTMLElement {
  #timer: ReturnType<typeof setInterval> | undefined;

  connectedCallback(): void {
    this.#tick();
    this.#timer = setInterval(() => this.#tick(), 1000);
  }

  disconnectedCallback(): void {
    clearInterval(this.#timer);
  }

  #tick(): void {
    const until = new Date(this.getAttribute('datetime') ?? '');
    if (Number.isNaN(until.getTime())) return;
    const d = this.dataset;
    const left = timeLeft(until, new Date(), { lead: d.lead ?? '', days: d.days ?? '{days}' });
    const text = left === null ? (d.over ?? '') : `${d.lead ?? ''} ${left}`.trim();
    if (this.textContent !== text) this.textContent = text;
    if (left === null) clearInterval(this.#timer);
  }
}
