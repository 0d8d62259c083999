import { describe, expect, it } from 'vitest';
import { MAX_REVIEW_PHOTOS, photoSlots, reviewFormData, reviewUrl } from './review-form.ts';

describe('review form (spec 5 file input limit of five photos)', () => {
  it('leaves room for five photos, less those an edit keeps', () => {
    expect(MAX_REVIEW_PHOTOS).toBe(5);
    expect(photoSlots(0)).toBe(5);
    expect(photoSlots(3)).toBe(2);
    expect(photoSlots(7)).toBe(0);
  });

  it('sends a new review with its product, rating, text and photos[]', () => {
    const photo = new File([new Uint8Array([1])], 'a.jpg', { type: 'image/jpeg' });
    const form = reviewFormData({ itId: 7, rating: 5, body: '좋아요', photos: [photo] });
    expect(form.get('it_id')).toBe('7');
    expect(form.get('rating')).toBe('5');
    expect((form.getAll('photos[]')[0] as File).name).toBe('a.jpg');
    expect(form.has('keep_photos[]')).toBe(false);
  });

  it('sends an edit’s kept photos, and an empty entry when every old photo was removed', () => {
    expect(
      reviewFormData({ rating: 4, body: 'x', photos: [], keep: ['/media/reviews/a.webp'] }).getAll('keep_photos[]'),
    ).toEqual(['/media/reviews/a.webp']);
    expect(reviewFormData({ rating: 4, body: 'x', photos: [], keep: [] }).getAll('keep_photos[]')).toEqual(['']);
    expect(reviewFormData({ rating: null, body: 'x', photos: [] }).get('rating')).toBe('');
  });

  it('posts new reviews to the collection and edits to the review', () => {
    expect(reviewUrl()).toBe('/api/v1/reviews');
    expect(reviewUrl(12)).toBe('/api/v1/reviews/12');
  });
});
