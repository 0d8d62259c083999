import { alertDialog, confirmDialog } from '~/lib/dialog';
import { ApiError, deleteJson } from '~/lib/http';
import type { EditableReview } from './review-form';
import { editReview } from './review-form.store';

const STATE_ID = 'review-form-state';

/**
 * The member's review page: each review's edit (the form island picks it up from the shared store,
 * also when it is asked for before the island has hydrated) and delete (after a confirm).
 */
export function bindMyReviews(): void {
  const raw = document.getElementById(STATE_ID)?.textContent;
  if (!raw) return;
  const state = JSON.parse(raw);
  const mine = state.mine as EditableReview[];
  const labels = state.page as { deleteConfirm: string; deleted: string; confirmTitle: string };

  document.addEventListener('click', async (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const edit = target?.closest<HTMLElement>('[data-edit-review]');
    const review = edit && mine.find((r) => String(r.id) === edit.dataset.editReview);
    if (review) editReview(review);
    const del = target?.closest<HTMLElement>('[data-delete-review]');
    if (!del || !(await confirmDialog({ message: labels.deleteConfirm }))) return;
    try {
      await deleteJson(`/api/v1/reviews/${del.dataset.deleteReview}`, { silent: true });
      await alertDialog({ title: labels.confirmTitle, message: labels.deleted });
      window.location.reload();
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 404) {
        await alertDialog({ message: String((err.data as { message?: string } | undefined)?.message ?? err.message) });
      }
    }
  });
}
