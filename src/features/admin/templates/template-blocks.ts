/**
 * The outline editor of a template: rows moved up and down, in and out (one level at a time, never
 * deeper than the row above allows), added below and removed. Each row's fields and buttons are named
 * with its number, and its depth shows as the tag's indent.
 */
import { fill } from '~/lib/i18n';

type Labels = Record<
  'depth' | 'tag' | 'text' | 'class' | 'style' | 'href' | 'src' | 'alt' | 'target' | 'row' | Action,
  string
>;
type Action = 'up' | 'down' | 'in' | 'out' | 'add' | 'remove';

const FIELDS = ['tag', 'text', 'class', 'style', 'href', 'src', 'alt', 'target'] as const;

export function bindTemplateBlocks(root: HTMLElement): void {
  const body = root.querySelector<HTMLElement>('[data-block-rows]');
  if (!body) return;
  const labels = JSON.parse(root.dataset.labels ?? '{}') as Labels;
  const rows = () => [...body.querySelectorAll<HTMLTableRowElement>('tr[data-block]')];
  const depthOf = (row: HTMLElement | undefined) =>
    Number(row?.querySelector<HTMLInputElement>('[data-field="depth"]')?.value ?? 0);
  const setDepth = (row: HTMLElement, depth: number) => {
    const input = row.querySelector<HTMLInputElement>('[data-field="depth"]');
    if (input) input.value = String(depth);
  };

  const renumber = () => {
    const all = rows();
    all.forEach((row, i) => {
      const name = fill(labels.row, { n: i + 1 });
      const depth = depthOf(row);
      row.style.setProperty('--depth', String(depth));
      const n = row.querySelector<HTMLElement>('[data-block-n]');
      if (n) n.textContent = `${i + 1}`;
      for (const field of FIELDS) {
        row.querySelector(`[data-field="${field}"]`)?.setAttribute('aria-label', `${name} ${labels[field]}`);
      }
      const can: Record<Action, boolean> = {
        up: i > 1,
        down: i > 0 && i < all.length - 1,
        in: i > 0 && depth <= depthOf(all[i - 1]),
        out: i > 0 && depth > 1,
        add: true,
        remove: all.length > 1 && i > 0,
      };
      for (const button of row.querySelectorAll<HTMLButtonElement>('[data-block-action]')) {
        const action = button.dataset.blockAction as Action;
        button.setAttribute('aria-label', `${name} ${labels[action]}`);
        button.disabled = !can[action];
      }
    });
    body.closest('form')?.dispatchEvent(new Event('input', { bubbles: true }));
  };

  body.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-block-action]');
    const row = button?.closest<HTMLTableRowElement>('tr[data-block]');
    if (!button || !row) return;
    const action = button.dataset.blockAction as Action;
    const depth = depthOf(row);
    let focus: HTMLElement | null = button;
    if (action === 'up' && row.previousElementSibling) row.previousElementSibling.before(row);
    if (action === 'down' && row.nextElementSibling) row.nextElementSibling.after(row);
    if (action === 'in') setDepth(row, depth + 1);
    if (action === 'out') setDepth(row, Math.max(1, depth - 1));
    if (action === 'add') {
      const made = row.cloneNode(true) as HTMLTableRowElement;
      for (const input of made.querySelectorAll<HTMLInputElement>('input[data-field]')) input.value = '';
      setDepth(made, Math.max(1, depth));
      const tag = made.querySelector<HTMLSelectElement>('[data-field="tag"]');
      if (tag) tag.value = 'p';
      const target = made.querySelector<HTMLSelectElement>('[data-field="target"]');
      if (target) target.value = '';
      row.after(made);
      focus = made.querySelector('[data-field="text"]');
    }
    if (action === 'remove') {
      focus =
        (row.previousElementSibling ?? row.nextElementSibling)?.querySelector<HTMLElement>('[data-field="tag"]') ??
        null;
      row.remove();
    }
    renumber();
    // A button that can no longer act hands focus to its row's first field.
    if (focus instanceof HTMLButtonElement && focus.disabled)
      focus = focus.closest('tr')?.querySelector('[data-field="tag"]') ?? null;
    focus?.focus();
  });
  renumber();
}
