import type { Currency, Language } from '~/lib/constants';
import { alertDialog } from '~/lib/dialog';
import { ApiError, postJson } from '~/lib/http';
import { formatAmount } from '~/lib/money';
import { loadScript, mountTossWidgets, payWithToss, type TossWidgets } from './toss-widget';

type Labels = {
  postcodeDown: string;
  emptyCart: string;
  soldOut: string;
  optionLabel: string;
  free: string;
  noCoupon: string;
  couponOff: string;
  pointsHint: string;
  lang: Language;
  currency: Currency;
  krwPerUsd: number;
  tossClientKey: string | null;
  orderName: string;
  passwordMismatch: string;
  tossDown: string;
};

export type QuoteLine = {
  id: number;
  it_id: number;
  it_name: string;
  it_name_en: string;
  option_name: string | null;
  option_name_en: string | null;
  qty: number;
  price: number | null;
  line_total: number;
  thumb_image: string | null;
  available: boolean;
  is_custom: boolean;
};

/** The server's breakdown (POST /api/v1/checkout/quote). */
export type Quote = {
  lines: QuoteLine[];
  unavailable: { it_name: string; wanted: number; stock: number }[];
  amounts: {
    items_total: number;
    discount_total: number;
    subtotal: number;
    coupon_discount: number;
    shipping_fee: number;
    points_used: number;
    total: number;
  };
  coupons: { id: number; name: string; name_en: string; discount: number; applicable: boolean }[] | null;
  points: { balance: number; unit: number; minimum: number; max_usable: number } | null;
  agreements: { key: string; required: boolean }[];
};

/** Form fields named with dots (`recipient.zonecode`) become the nested JSON the server reads. */
export function nestedBody(entries: [string, FormDataEntryValue | boolean][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const path = name.split('.');
    let node = out;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[path.at(-1) as string] = value;
  }
  return out;
}

const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

declare global {
  interface Window {
    daum?: { Postcode: new (o: { oncomplete: (d: Record<string, string>) => void }) => { open: () => void } };
  }
}

/** The order form: server-priced summary, Kakao postcode with a manual fallback, and placing the order. */
export function startOrderForm(form: HTMLFormElement): void {
  const labels = JSON.parse(document.getElementById('order-form-labels')?.textContent ?? '{}') as Labels;
  // Totals can be zero (no discount, points covering everything): ₩0, never 'not for sale'.
  const money = (krw: number) => formatAmount(krw, labels);
  const lineIds = (form.dataset.lines ?? '').split(',').filter(Boolean).map(Number);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  let quote: Quote | undefined;
  let attemptKey: string | undefined;
  let requoteTimer: ReturnType<typeof setTimeout> | undefined;

  const clearErrors = () => {
    for (const el of form.querySelectorAll<HTMLElement>('[data-error-for]')) el.textContent = '';
    for (const el of form.querySelectorAll('[aria-invalid="true"]')) el.removeAttribute('aria-invalid');
  };

  const showErrors = async (errors: Record<string, string[]>) => {
    const unplaced: string[] = [];
    let first: HTMLElement | undefined;
    for (const [key, messages] of Object.entries(errors)) {
      const slot =
        form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(key)}"]`) ??
        form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(key.split('.')[0] ?? key)}"]`);
      if (!slot) {
        unplaced.push(messages[0] ?? '');
        continue;
      }
      slot.textContent = messages[0] ?? '';
      const input = form.querySelector<HTMLElement>(`[name="${CSS.escape(key)}"]`);
      input?.setAttribute('aria-invalid', 'true');
      first ??= input ?? slot;
    }
    if (first) {
      window.scrollTo({ top: first.getBoundingClientRect().top + window.scrollY - 120, behavior: 'smooth' });
      first.focus({ preventScroll: true });
    }
    if (unplaced.length) await alertDialog({ message: unplaced.join('\n') });
  };

  const render = (q: Quote) => {
    const list = form.querySelector<HTMLElement>('[data-summary-lines]');
    if (list) {
      list.replaceChildren(
        ...q.lines.map((l) => {
          const li = document.createElement('li');
          li.className = 'summary__line';
          const name = labels.lang === 'en' && l.it_name_en ? l.it_name_en : l.it_name;
          const option = labels.lang === 'en' && l.option_name_en ? l.option_name_en : l.option_name;
          li.innerHTML = `<span class="summary__name"></span><span class="summary__meta"></span><strong></strong>`;
          (li.children[0] as HTMLElement).textContent = name;
          (li.children[1] as HTMLElement).textContent =
            `${option ? `${labels.optionLabel}: ${option} · ` : ''}${money(l.price ?? 0)} × ${l.qty}`;
          (li.children[2] as HTMLElement).textContent = money(l.line_total);
          return li;
        }),
      );
      list.removeAttribute('aria-busy');
    }
    const set = (key: string, text: string) => {
      const el = form.querySelector<HTMLElement>(`[data-total="${key}"]`);
      if (el) el.textContent = text;
    };
    const a = q.amounts;
    set('items_total', money(a.items_total));
    const discount = a.discount_total + a.coupon_discount;
    set('discount', discount ? `−${money(discount)}` : money(0));
    set('points_used', a.points_used ? `−${money(a.points_used)}` : money(0));
    set('shipping_fee', a.shipping_fee ? money(a.shipping_fee) : labels.free);
    set('total', money(a.total));
    const coupon = field('coupon_id') as HTMLSelectElement | null;
    if (coupon) {
      const chosen = coupon.value;
      coupon.replaceChildren(
        new Option(labels.noCoupon, ''),
        ...(q.coupons ?? [])
          .filter((c) => c.applicable)
          .map(
            (c) =>
              new Option(
                `${labels.lang === 'en' ? c.name_en : c.name} (${labels.couponOff.replace('{amount}', money(c.discount))})`,
                String(c.id),
              ),
          ),
      );
      coupon.value = (q.coupons ?? []).some((c) => String(c.id) === chosen) ? chosen : '';
    }
    const hint = form.querySelector<HTMLElement>('[data-points-hint]');
    if (hint && q.points) {
      hint.textContent = labels.pointsHint
        .replace('{balance}', money(q.points.balance))
        .replace('{unit}', q.points.unit.toLocaleString())
        .replace('{minimum}', q.points.minimum.toLocaleString());
    }
    const custom = form.querySelector<HTMLElement>('[data-custom-agreement]');
    if (custom) custom.hidden = !q.agreements.some((g) => g.key === 'custom_made');
    const blocked = q.lines.length === 0 || q.lines.some((l) => !l.available);
    if (submit) submit.disabled = blocked;
    if (q.lines.length === 0) void alertDialog({ message: labels.emptyCart });
    else if (blocked) void alertDialog({ message: labels.soldOut });
    document.dispatchEvent(new CustomEvent('order:quote', { detail: q }));
  };

  const requote = async () => {
    if (lineIds.length === 0) return;
    try {
      quote = await postJson<Quote>('/api/v1/checkout/quote', {
        lines: lineIds,
        zonecode: field('recipient.zonecode')?.value || undefined,
        coupon_id: field('coupon_id')?.value ? Number(field('coupon_id')?.value) : undefined,
        points: field('points') ? Number(field('points')?.value) || 0 : undefined,
      });
      render(quote);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) await showErrors(err.fieldErrors);
    }
  };
  const requoteSoon = () => {
    clearTimeout(requoteTimer);
    requoteTimer = setTimeout(requote, 300);
  };

  // Kakao (Daum) postcode: the chosen result supplies the zonecode; when the script fails, the
  // shopper is told and the address fields open for typing.
  form.querySelector('[data-postcode]')?.addEventListener('click', async () => {
    try {
      if (!window.daum?.Postcode) await loadScript(POSTCODE_SCRIPT);
      if (!window.daum?.Postcode) throw new Error('postcode unavailable');
      new window.daum.Postcode({
        oncomplete: (data) => {
          const zone = field('recipient.zonecode');
          const addr = field('recipient.address1');
          if (zone) zone.value = data.zonecode ?? '';
          if (addr) addr.value = data.roadAddress || data.jibunAddress || data.address || '';
          field('recipient.address2')?.focus();
          requoteSoon();
        },
      }).open();
    } catch {
      await alertDialog({ message: labels.postcodeDown });
      for (const name of ['recipient.zonecode', 'recipient.address1']) field(name)?.removeAttribute('readonly');
      field('recipient.zonecode')?.focus();
    }
  });
  field('recipient.zonecode')?.addEventListener('change', requoteSoon);

  form.querySelector<HTMLInputElement>('[data-same-as-orderer]')?.addEventListener('change', (e) => {
    if (!(e.target as HTMLInputElement).checked) return;
    const name = field('recipient.name');
    const mobile = field('recipient.mobile');
    if (name) name.value = field('orderer.name')?.value ?? '';
    if (mobile) mobile.value = field('orderer.mobile')?.value ?? '';
  });

  form.querySelector<HTMLSelectElement>('[data-saved-address]')?.addEventListener('change', (e) => {
    const o = (e.target as HTMLSelectElement).selectedOptions[0];
    if (!o?.value) return;
    for (const [name, key] of [
      ['recipient.name', 'name'],
      ['recipient.mobile', 'mobile'],
      ['recipient.zonecode', 'zonecode'],
      ['recipient.address1', 'address1'],
      ['recipient.address2', 'address2'],
    ] as const) {
      const f = field(name);
      if (f) f.value = o.dataset[key] ?? '';
    }
    requoteSoon();
  });

  for (const el of form.querySelectorAll<HTMLElement>('[data-requote]')) el.addEventListener('change', requoteSoon);
  form.querySelector('[data-all-points]')?.addEventListener('click', () => {
    const points = field('points');
    if (points && quote?.points) points.value = String(quote.points.max_usable);
    requoteSoon();
  });

  const all = form.querySelector<HTMLInputElement>('[data-agree-all]');
  const agrees = () =>
    Array.from(form.querySelectorAll<HTMLInputElement>('[data-agree]')).filter((c) => !c.closest('[hidden]'));
  all?.addEventListener('change', () => {
    for (const c of agrees()) c.checked = all.checked;
  });
  form.addEventListener('change', (e) => {
    if ((e.target as HTMLElement).matches('[data-agree]') && all) all.checked = agrees().every((c) => c.checked);
  });

  const receiptType = field('cash_receipt.type');
  receiptType?.addEventListener('change', () => {
    const box = form.querySelector<HTMLElement>('[data-receipt-number]');
    if (box) box.hidden = !receiptType.value;
  });

  const methodChanged = () => {
    const method = (form.querySelector('input[name="payment_method"]:checked') as HTMLInputElement | null)?.value;
    const bank = form.querySelector<HTMLElement>('[data-bank-fields]');
    if (bank) bank.hidden = method !== 'bank';
    const tossBox = form.querySelector<HTMLElement>('[data-toss-methods]');
    if (tossBox) tossBox.hidden = method !== 'toss';
    if (method === 'toss') void showToss();
  };

  // Card and easy payments: Toss's payment methods and terms are shown as soon as the shopper
  // chooses them, at the amount of the latest quote; the order is stored first, then paid.
  let toss: Promise<TossWidgets> | undefined;
  const tossNote = form.querySelector<HTMLElement>('[data-toss-note]');
  const showToss = async (): Promise<TossWidgets | undefined> => {
    if (!labels.tossClientKey) return undefined;
    toss ??= mountTossWidgets(labels.tossClientKey, quote?.amounts.total ?? 0);
    try {
      const widgets = await toss;
      if (tossNote) tossNote.textContent = '';
      return widgets;
    } catch {
      toss = undefined; // the next choice or press tries again
      if (tossNote) tossNote.textContent = labels.tossDown;
      return undefined;
    }
  };
  document.addEventListener('order:quote', (e) => {
    const total = (e as CustomEvent<Quote>).detail.amounts.total;
    void toss?.then((w) => w.setAmount({ currency: 'KRW', value: total })).catch(() => undefined);
  });
  for (const r of form.querySelectorAll('input[name="payment_method"]')) r.addEventListener('change', methodChanged);

  form.addEventListener('input', (e) => {
    const name = (e.target as HTMLInputElement).name;
    if (!name) return;
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(name)}"]`);
    if (slot) slot.textContent = '';
    (e.target as HTMLElement).removeAttribute('aria-invalid');
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (!quote || !submit || submit.disabled) return;
    clearErrors();
    const entries: [string, FormDataEntryValue | boolean][] = [];
    for (const el of Array.from(form.elements) as HTMLInputElement[]) {
      if (!el.name || el.disabled || el.closest('[hidden]')) continue;
      if (el.type === 'radio' && !el.checked) continue;
      entries.push([el.name, el.type === 'checkbox' ? el.checked : el.value]);
    }
    const body = nestedBody(entries);
    if ('password' in body && body.password !== body.password_confirmation) {
      await showErrors({ password_confirmation: [labels.passwordMismatch] });
      return;
    }
    delete body.password_confirmation;
    body.lines = lineIds;
    if (body.coupon_id === '') delete body.coupon_id;
    else if (body.coupon_id) body.coupon_id = Number(body.coupon_id);
    if ('points' in body) body.points = Number(body.points) || 0;
    const receipt = body.cash_receipt as { type?: string } | undefined;
    if (receipt && !receipt.type) delete body.cash_receipt;
    // One key per attempt: a retry after a lost answer is the same attempt and gets the same order.
    attemptKey ??= crypto.randomUUID();
    submit.disabled = true;
    try {
      const placed = await postJson<{ od_id: string; order: { amounts: { total: number } } }>('/api/v1/orders', body, {
        headers: { 'Idempotency-Key': attemptKey },
      });
      attemptKey = undefined;
      if (body.payment_method === 'toss' && labels.tossClientKey) {
        const widgets = await showToss();
        if (!widgets) {
          // The order is stored and waits for payment; its confirmation page says so and links to the
          // order page, which offers to pay it.
          window.location.assign(`/shop/order/${placed.od_id}/confirm`);
          return;
        }
        await payWithToss(widgets, { od_id: placed.od_id, total: placed.order.amounts.total }, labels.orderName);
      } else {
        window.location.assign(`/shop/order/${placed.od_id}/confirm`);
      }
    } catch (err) {
      if (err instanceof ApiError) {
        attemptKey = undefined; // the server answered: the next press is a new attempt
        if (err.status === 422) await showErrors(err.fieldErrors);
        if (err.status === 409) void requote();
      }
      submit.disabled = false;
    }
  });

  methodChanged();
  if (lineIds.length) {
    void requote();
  } else {
    // Neither the address nor the cart named a line to order.
    form.querySelector('[data-summary-lines]')?.removeAttribute('aria-busy');
    void alertDialog({ message: labels.emptyCart });
  }
}
