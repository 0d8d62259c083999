import { atom } from 'nanostores';
import type { EditableReview } from './review-form';

/** The review being edited on the member's page; null while the form writes a new one. */
export const $editingReview = atom<EditableReview | null>(null);

export function editReview(review: EditableReview): void {
  $editingReview.set(review);
}

export function stopEditing(): void {
  $editingReview.set(null);
}
