import { alertDialog, confirmDialog } from '~/lib/dialog';
import { ApiError, deleteJson } from '~/lib/http';
import { fill } from '~/lib/i18n';
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
  const mine = state.mine as (EditableReview & { points_held?: number })[];
  const labels = state.page as {
    deleteConfirm: string;
    deleteConfirmPoints: string;
    deleted: string;
    deletedPoints: string;
    confirmTitle: string;
  };

  document.addEventListener('click', async (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const edit = target?.closest<HTMLElement>('[data-edit-review]');
    const review = edit && mine.find((r) => String(r.id) === edit.dataset.editReview);
    if (review) editReview(review);
    const del = target?.closest<HTMLElement>('[data-delete-review]');
    if (!del) return;
    // A review that earned points says they go back with it.
    const held = mine.find((r) => String(r.id) === del.dataset.deleteReview)?.points_held ?? 0;
    const question =
      held > 0 ? fill(labels.deleteConfirmPoints, { points: held.toLocaleString() }) : labels.deleteConfirm;
    if (!(await confirmDialog({ message: question }))) return;
    try {
      const answer = await deleteJson<{ points_taken_back?: number }>(`/api/v1/reviews/${del.dataset.deleteReview}`, {
        silent: true,
      });
      const taken = answer.points_taken_back ?? 0;
      const message = taken > 0 ? fill(labels.deletedPoints, { points: taken.toLocaleString() }) : labels.deleted;
      await alertDialog({ title: labels.confirmTitle, message });
      window.location.reload();
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401 && err.status !== 404) {
        await alertDialog({ message: String((err.data as { message?: string } | undefined)?.message ?? err.message) });
      }
    }
  });
}
