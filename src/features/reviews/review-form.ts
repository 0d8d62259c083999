/** Pure rules of the member's review form; the island and the page script use them. */

export const MAX_REVIEW_PHOTOS = 5;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_BODY_MIN = 10;
/** Spec 5's previewed kinds; the server takes each of them and re-encodes it as WebP. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp,image/webp';

/** A review of the member's as the edit form starts from it. */
export type EditableReview = {
  id: number;
  it_id: number;
  product: string;
  rating: number;
  body: string;
  photos: string[];
};

/** How many new photos an edit may add next to the ones it keeps. */
export function photoSlots(kept: number, max = MAX_REVIEW_PHOTOS): number {
  return Math.max(0, max - kept);
}

/**
 * The multipart body the review API reads: a new review names its product; an edit always lists the
 * photos it keeps (an empty entry when none), so that removing every old photo is understood.
 */
export function reviewFormData(input: {
  itId?: number | undefined;
  rating: number | null;
  body: string;
  photos: readonly File[];
  keep?: readonly string[] | undefined;
}): FormData {
  const form = new FormData();
  if (input.itId !== undefined) form.set('it_id', String(input.itId));
  form.set('rating', input.rating === null ? '' : String(input.rating));
  form.set('body', input.body);
  if (input.keep) {
    if (input.keep.length === 0) form.append('keep_photos[]', '');
    for (const path of input.keep) form.append('keep_photos[]', path);
  }
  for (const file of input.photos) form.append('photos[]', file, file.name);
  return form;
}

export const reviewUrl = (id?: number) => (id === undefined ? '/api/v1/reviews' : `/api/v1/reviews/${id}`);
