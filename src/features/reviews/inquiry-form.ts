import { withFieldErrors } from '~/features/forms/field-errors';
import { bindJsonForm, formJson } from '~/features/members/form-submit';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { ApiError, deleteJson, putJson } from '~/lib/http';

type Labels = { saved: string; updated: string; deleted: string; deleteConfirm: string; confirmTitle: string };

/** The member's product questions: ask (optionally secret), and edit or delete one still unanswered. */
export function bindInquiryPage(): void {
  const labels = JSON.parse(document.getElementById('inquiry-labels')?.textContent ?? '{}') as Labels;
  const ask = document.querySelector<HTMLFormElement>('form[data-inquiry-form]');
  if (ask) {
    bindJsonForm(ask, '/api/v1/product-inquiries', async () => {
      await alertDialog({ message: labels.saved });
      window.location.assign('/my-page/product-inquiry');
    });
  }

  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-edit-inquiry]')) {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      try {
        await withFieldErrors(form, () =>
          putJson(`/api/v1/product-inquiries/${form.dataset.editInquiry}`, formJson(form)),
        );
        await alertDialog({ message: labels.updated });
        window.location.reload();
      } catch {
        // A 422 is shown beside its fields; the shared client shows a 409 (answered meanwhile) in a dialog.
      }
    });
  }

  document.addEventListener('click', async (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLButtonElement>('[data-toggle-edit]');
    if (toggle) {
      const form = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      const opening = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', String(opening));
      form?.toggleAttribute('hidden', !opening);
      if (opening) form?.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
      return;
    }
    const del = target?.closest<HTMLButtonElement>('[data-delete-inquiry]');
    if (!del || !(await confirmDialog({ message: labels.deleteConfirm }))) return;
    try {
      await deleteJson(`/api/v1/product-inquiries/${del.dataset.deleteInquiry}`, { silent: true });
      await alertDialog({ title: labels.confirmTitle, message: labels.deleted });
      window.location.reload();
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 404) {
        await alertDialog({ message: String((err.data as { message?: string } | undefined)?.message ?? err.message) });
      }
    }
  });
}
