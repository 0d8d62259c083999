/**
 * A form's editable list of rows (`[data-row-list]`): a row added below the last (a copy with its
 * fields empty, its choices on their first) and any row removed, each field named with its row's number from its
 * `data-label` (`{n}번째 지역 이름`), the last row never removed (it is emptied instead).
 */
import { fill } from '~/lib/i18n';

export function bindRowList(root: HTMLElement): void {
  const body = root.querySelector<HTMLElement>('[data-rows]');
  if (!body) return;
  const rows = () => [...body.querySelectorAll<HTMLElement>('[data-row]')];
  const renumber = () => {
    rows().forEach((row, i) => {
      for (const el of row.querySelectorAll<HTMLElement>('[data-label]')) {
        el.setAttribute('aria-label', fill(el.dataset.label ?? '', { n: i + 1 }));
      }
      const n = row.querySelector('[data-row-n]');
      if (n) n.textContent = String(i + 1);
    });
  };
  const empty = (row: HTMLElement) => {
    for (const input of row.querySelectorAll<HTMLInputElement>('input')) input.value = '';
    for (const select of row.querySelectorAll<HTMLSelectElement>('select')) select.selectedIndex = 0;
  };
  root.querySelector('[data-row-add]')?.addEventListener('click', () => {
    const last = rows().at(-1);
    if (!last) return;
    const made = last.cloneNode(true) as HTMLElement;
    empty(made);
    last.after(made);
    renumber();
    made.querySelector<HTMLInputElement>('input')?.focus();
  });
  body.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest('[data-row-remove]');
    const row = button?.closest<HTMLElement>('[data-row]');
    if (!row) return;
    const next = (row.nextElementSibling ?? row.previousElementSibling) as HTMLElement | null;
    if (rows().length > 1) row.remove();
    else empty(row);
    renumber();
    (next ?? row).querySelector<HTMLInputElement>('input')?.focus();
    root.closest('form')?.dispatchEvent(new Event('input', { bubbles: true }));
  });
  renumber();
}
