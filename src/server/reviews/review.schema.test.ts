import { describe, expect, it } from 'vitest';
import { ValidationError } from '../http/errors.ts';
import { parseWith } from '../http/validate.ts';
import { answerFields, inquiryFields } from './inquiry.schema.ts';
import { reviewUpdate } from './review.schema.ts';
import { newInquiry, newReview } from './review.wire.ts';

function errorsOf(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
  return {};
}

const body = '향이 은은하고 오래 갑니다.';

describe('review fields', () => {
  it('take a whole rating from 1 to 5, as sent by a form or JSON', () => {
    expect(parseWith(newReview, { it_id: '3', rating: '5', body }).rating).toBe(5);
    expect(parseWith(newReview, { it_id: 3, rating: 1, body }).rating).toBe(1);
    for (const rating of [0, 6, 4.5, 'five', undefined]) {
      expect(errorsOf(() => parseWith(newReview, { it_id: 3, rating, body })).rating?.[0]).toMatch(/별점/);
    }
  });

  it('read an empty rating field as no star chosen', () => {
    expect(errorsOf(() => parseWith(newReview, { it_id: 3, rating: '', body })).rating).toEqual([
      '별점을 선택해 주세요.',
    ]);
  });

  it('need 10 to 2,000 characters of text, trimmed, with Korean messages', () => {
    expect(errorsOf(() => parseWith(newReview, { it_id: 3, rating: 5, body: '  좋아요     ' })).body).toEqual([
      '후기는 10자 이상 적어 주세요.',
    ]);
    expect(errorsOf(() => parseWith(newReview, { it_id: 3, rating: 5, body: '가'.repeat(2001) })).body).toEqual([
      '후기는 2,000자 이하로 적어 주세요.',
    ]);
    expect(parseWith(newReview, { it_id: 3, rating: 5, body: '가'.repeat(2000) }).body).toHaveLength(2000);
  });

  it('name the product, and report every bad field at once', () => {
    const errors = errorsOf(() => parseWith(newReview, { it_id: 'x', rating: 9, body: '' }));
    expect(Object.keys(errors).sort()).toEqual(['body', 'it_id', 'rating']);
  });

  it('read the product the form sends as it_id into the shop’s product_id', () => {
    expect(parseWith(newReview, { it_id: '3', rating: '5', body })).toEqual({ rating: 5, body, product_id: 3 });
  });

  it('let an edit list at most five photos to keep', () => {
    expect(parseWith(reviewUpdate, { rating: 4, body, keep_photos: ['/media/reviews/a.webp'] }).keep_photos).toEqual([
      '/media/reviews/a.webp',
    ]);
    expect(parseWith(reviewUpdate, { rating: 4, body }).keep_photos).toBeUndefined();
    expect(
      errorsOf(() => parseWith(reviewUpdate, { rating: 4, body, keep_photos: Array(6).fill('a') })).keep_photos,
    ).toBeDefined();
  });
});

describe('product question fields', () => {
  it('need a title and a body, and read the secret flag from a checkbox or JSON', () => {
    expect(
      parseWith(newInquiry, { it_id: 1, title: '재입고 문의', body: '언제 들어오나요?', is_secret: 'on' }).is_secret,
    ).toBe(true);
    expect(parseWith(inquiryFields, { title: '재입고 문의', body: '언제 들어오나요?' }).is_secret).toBe(false);
    expect(
      parseWith(inquiryFields, { title: '재입고 문의', body: '언제 들어오나요?', is_secret: false }).is_secret,
    ).toBe(false);
    const errors = errorsOf(() => parseWith(inquiryFields, { title: ' ', body: '' }));
    expect(errors.title?.[0]).toMatch(/제목/);
    expect(errors.body?.[0]).toMatch(/문의 내용/);
  });

  it('read the product sent as it_id into the shop’s product_id, and name it it_id when it is missing', () => {
    expect(parseWith(newInquiry, { it_id: 4, title: '재입고 문의', body: '언제 들어오나요?' }).product_id).toBe(4);
    expect(
      errorsOf(() => parseWith(newInquiry, { product_id: 4, title: '재입고 문의', body: '언제 들어오나요?' })),
    ).toEqual({ it_id: ['상품을 선택해 주세요.'] });
  });

  it('need an answer text from an administrator', () => {
    expect(errorsOf(() => parseWith(answerFields, { answer: '   ' })).answer?.[0]).toBe('답변을 입력해 주세요.');
  });
});
