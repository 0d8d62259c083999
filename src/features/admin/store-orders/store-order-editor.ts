/**
 * The store-purchase form: the member and product pickers (searches of the back office's own
 * calls), the receipt's lines (added, removed, filled from a product), a preview of the total, and
 * the save (POST for a new record, PUT for a known one) with the field errors beside their fields
 * and the lines' under the line table. The server computes the total; the preview only helps.
 */
import { confirmDialog } from '~/lib/dialog';
import { ApiError, http } from '~/lib/http';
import { fill } from '~/lib/i18n';
import { listRowErrors, say as sayIn, showErrors } from '../admin-forms';

type MemberHit = { id: number; mb_id: string; name: string; mobile: string | null };
type ProductHit = { it_id: number; name: string; price: number };
type Labels = Record<'name' | 'quantity' | 'price' | 'remove', string>;

const lineRows = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLTableRowElement>('tr[data-line]')];
const cell = (tr: Element, key: string) => tr.querySelector<HTMLInputElement>(`input[data-key="${key}"]`);
const whole = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value) : 0);

function bodyOf(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const body: Record<string, unknown> = {};
  for (const [key, value] of data.entries()) if (typeof value === 'string') body[key] = value;
  body.grant_points = data.has('grant_points');
  body.items = lineRows(form).map((tr) => ({
    name: cell(tr, 'name')?.value ?? '',
    quantity: cell(tr, 'quantity')?.value ?? '',
    price: cell(tr, 'price')?.value ?? '',
  }));
  return body;
}

/** Labels each line by its number, shows each line's amount and the total. */
function refresh(form: HTMLFormElement) {
  const body = form.querySelector<HTMLElement>('[data-line-rows]');
  const labels = JSON.parse(body?.dataset.labels ?? '{}') as Labels;
  const won = (n: number) => fill(form.dataset.won ?? '{amount}', { amount: n.toLocaleString('ko-KR') });
  let total = 0;
  lineRows(form).forEach((tr, i) => {
    for (const key of ['name', 'quantity', 'price'] as const) {
      cell(tr, key)?.setAttribute('aria-label', fill(labels[key] ?? key, { n: i + 1 }));
    }
    tr.querySelector('[data-remove-line]')?.setAttribute('aria-label', fill(labels.remove ?? '', { n: i + 1 }));
    const amount = whole(cell(tr, 'quantity')?.value) * whole(cell(tr, 'price')?.value);
    total += amount;
    const shown = tr.querySelector<HTMLElement>('[data-line-amount]');
    if (shown) shown.textContent = won(amount);
  });
  const out = form.querySelector('[data-total]');
  if (out) out.textContent = won(total);
}

/** Field errors beside their fields; the lines' (`items`, `items.{n}.{field}`) under the line table, by row. */
function showAllErrors(form: HTMLFormElement, errors: Record<string, string[]>) {
  showErrors(form, errors);
  const rows = lineRows(form);
  for (const input of form.querySelectorAll('tr[data-line] input')) input.removeAttribute('aria-invalid');
  for (const [key] of Object.entries(errors)) {
    const [, row, field] = /^items\.(\d+)\.(\w+)/.exec(key) ?? [];
    if (row !== undefined && field)
      rows[Number(row)]?.querySelector(`input[data-key="${field}"]`)?.setAttribute('aria-invalid', 'true');
  }
  listRowErrors(form, errors);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

async function save(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button) button.disabled = true;
  try {
    const method = form.dataset.method === 'put' ? 'put' : 'post';
    const answer = await http(form.dataset.action ?? '', {
      method,
      json: bodyOf(form),
      context: { handles: [403, 404, 409, 422] },
    }).json<{ message?: string; data: { id: number } }>();
    showAllErrors(form, {});
    sayIn(form, answer.message ?? '', 'ok');
    if (method === 'post') window.location.assign(`/admin/store-orders/${answer.data.id}?created=1`);
    else window.location.reload();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // The lines' errors keep their row (`items.0.quantity`); the client's grouped map drops it.
    const data = err.data as { message?: string; errors?: Record<string, string[]> } | undefined;
    showAllErrors(form, err.status === 422 ? (data?.errors ?? {}) : {});
    sayIn(form, data?.message ?? '', 'error');
  } finally {
    if (button) button.disabled = false;
  }
}

function addLine(form: HTMLFormElement, fillWith?: { name: string; price: number }) {
  const rows = form.querySelector<HTMLElement>('[data-line-rows]');
  const template = form.querySelector<HTMLTemplateElement>('template[data-line-template]');
  if (!rows || !template) return;
  // A product fills the first empty line before a new one is added.
  let tr = fillWith ? lineRows(form).find((r) => !cell(r, 'name')?.value.trim()) : undefined;
  if (!tr) {
    rows.append(template.content.cloneNode(true));
    tr = lineRows(form).at(-1);
  }
  if (!tr) return;
  const name = cell(tr, 'name');
  if (fillWith) {
    if (name) name.value = fillWith.name;
    const price = cell(tr, 'price');
    if (price) price.value = String(fillWith.price);
    refresh(form);
    cell(tr, 'quantity')?.focus();
  } else {
    refresh(form);
    name?.focus();
  }
}

function pickButton(text: string, onPick: () => void): HTMLLIElement {
  const li = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--ghost';
  button.textContent = text;
  button.addEventListener('click', onPick);
  li.append(button);
  return li;
}

async function lookUp(form: HTMLFormElement, kind: 'members' | 'products') {
  const q = form.querySelector<HTMLInputElement>(`[data-lookup-q="${kind}"]`)?.value.trim() ?? '';
  const list = form.querySelector<HTMLElement>(`[data-lookup-results="${kind}"]`);
  if (!list || !q) return;
  const { data } = await http(`/api/admin/store-orders/${kind}`, { searchParams: { q } }).json<{
    data: (MemberHit | ProductHit)[];
  }>();
  const none = document.createElement('li');
  none.textContent = form.dataset.nothingFound ?? '';
  if (kind === 'members') {
    const hits = data as MemberHit[];
    list.replaceChildren(
      ...(hits.length ? hits : []).map((m) =>
        pickButton(fill(form.dataset.pickMember ?? '{name}', { name: m.name, login: m.mb_id }), () => {
          const id = form.querySelector<HTMLInputElement>('input[name="member_id"]');
          if (id) id.value = String(m.id);
          const shown = form.querySelector('[data-member-name]');
          if (shown) shown.textContent = `${m.name} (${m.mb_id})${m.mobile ? ` ${m.mobile}` : ''}`;
          list.replaceChildren();
          showErrors(form, {});
        }),
      ),
      ...(hits.length ? [] : [none]),
    );
  } else {
    const hits = data as ProductHit[];
    list.replaceChildren(
      ...hits.map((p) =>
        pickButton(
          fill(form.dataset.pickProduct ?? '{name}', { name: p.name, price: p.price.toLocaleString('ko-KR') }),
          () => addLine(form, p),
        ),
      ),
      ...(hits.length ? [] : [none]),
    );
  }
}

async function remove(button: HTMLButtonElement) {
  if (!(await confirmDialog({ message: button.dataset.confirm ?? '' }))) return;
  const status = button.parentElement ?? document.body;
  try {
    await http(button.dataset.deleteUrl ?? '', { method: 'delete', context: { handles: [403, 404], silent: true } });
    window.location.assign('/admin/store-orders?deleted=1');
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    sayIn(status, (err.data as { message?: string } | undefined)?.message ?? '', 'error');
  }
}

export function bindStoreOrderEditor(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-store-order-editor]')) {
    refresh(form);
    form.querySelector('[data-add-line]')?.addEventListener('click', () => addLine(form));
    form.addEventListener('click', (event) => {
      const target = event.target as Element;
      const gone = target.closest('[data-remove-line]');
      if (gone) {
        gone.closest('tr')?.remove();
        refresh(form);
      }
      const lookup = target.closest<HTMLElement>('[data-lookup]');
      if (lookup) void lookUp(form, lookup.dataset.lookup === 'products' ? 'products' : 'members');
    });
    form.addEventListener('input', () => refresh(form));
    // Enter in a search box searches; it does not send the form.
    form.addEventListener('keydown', (event) => {
      const box = (event.target as Element).closest<HTMLInputElement>('[data-lookup-q]');
      if (event.key !== 'Enter' || !box) return;
      event.preventDefault();
      void lookUp(form, box.dataset.lookupQ === 'products' ? 'products' : 'members');
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void save(form);
    });
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-delete-url]')) {
    button.addEventListener('click', () => void remove(button));
  }
}
