/**
 * The product CSV form: "preview" sends the file as a dry run and lists what each row would change and
 * every bad row with its reason; "apply" saves it and lists every row's result.
 */
import { ApiError, http } from '~/lib/http';
import { fill } from '~/lib/i18n';
import { say as sayIn } from '../admin-forms';

/** A row's change; `it_id` null for a new product. */
type Change = { row: number; it_id: number | null; changes: Record<string, { before: unknown; after: unknown }> };
type Problem = { row: number; it_id: number | null; message: string };
type DryRun = { changes: Change[]; errors: Problem[]; unchanged: number };
type Applied = { done: number; failed: number; results: (Problem & { ok: boolean })[] };

const shown = (v: unknown) => (v === null || v === '' ? '—' : String(v));

async function send(form: HTMLFormElement, dry: boolean) {
  const list = form.querySelector<HTMLElement>('[data-result-list]');
  const error = form.querySelector<HTMLElement>('[data-error-for="file"]');
  const rowLabel = (row: number, id: number | null) =>
    `${fill(form.dataset.row ?? '{row}', { row })}${id === null ? '' : ` (it_id ${id})`}`;
  const item = (text: string, ok: boolean) => {
    const li = document.createElement('li');
    li.textContent = text;
    li.dataset.ok = String(ok);
    return li;
  };
  const say = (text: string, tone: 'ok' | 'error') => sayIn(form, text, tone);
  if (error) error.textContent = '';
  try {
    const body = new FormData(form);
    const url = `/api/admin/products/import${dry ? '?dry_run=1' : ''}`;
    const answer = await http.post(url, { body, context: { handles: [403, 413, 422] } }).json<DryRun | Applied>();
    if ('changes' in answer) {
      say(
        fill(form.dataset.summaryDry ?? '', {
          changes: answer.changes.length,
          errors: answer.errors.length,
          unchanged: answer.unchanged,
        }),
        answer.errors.length ? 'error' : 'ok',
      );
      const lines = [
        ...answer.errors.map((p) => ({ row: p.row, li: item(`${rowLabel(p.row, p.it_id)} — ${p.message}`, false) })),
        ...answer.changes.map((c) => ({
          row: c.row,
          li: item(
            `${rowLabel(c.row, c.it_id)}${c.it_id === null ? ` ${form.dataset.newProduct ?? ''}` : ''} — ${Object.entries(
              c.changes,
            )
              .map(([k, v]) => `${k}: ${shown(v.before)} → ${shown(v.after)}`)
              .join(', ')}`,
            true,
          ),
        })),
      ].sort((a, b) => a.row - b.row);
      list?.replaceChildren(...lines.map((l) => l.li));
    } else {
      say(
        fill(form.dataset.summaryApply ?? '', { done: answer.done, failed: answer.failed }),
        answer.failed ? 'error' : 'ok',
      );
      list?.replaceChildren(...answer.results.map((r) => item(`${rowLabel(r.row, r.it_id)} — ${r.message}`, r.ok)));
    }
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const message = err.fieldErrors.file?.[0] ?? (err.data as { message?: string } | undefined)?.message ?? '';
    if (error) error.textContent = message;
    say(message, 'error');
    list?.replaceChildren();
  }
}

export function bindProductCsv(root: ParentNode = document) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-product-csv]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(form, (event.submitter as HTMLButtonElement | null)?.value !== 'apply');
    });
  }
}
