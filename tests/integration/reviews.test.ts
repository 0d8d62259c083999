import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { mediaFiles, productReviews, products } from '~/server/db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '~/server/http/errors';
import { mediaFile } from '~/server/media/media.service';
import {
  allReviewPage,
  createReview,
  deleteReview,
  myReviewPage,
  productReviewPage,
  reviewableProducts,
  reviewSummary,
  updateReview,
} from '~/server/reviews/review.service';
import { resetDatabase } from '../support/db';
import { aMember, anOrder, aProduct, ratingOf } from '../support/reviews-fixtures';

beforeEach(resetDatabase);

const text = '향이 은은하게 오래 가서 좋아요. 재구매할게요.';
const photo = async (color = '#c8a27a') =>
  new File(
    [
      await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
        .jpeg()
        .toBuffer(),
    ],
    'p.jpg',
    {
      type: 'image/jpeg',
    },
  );
const reviewRows = async () => (await getDb()).select().from(productReviews);
const reviewPhotos = async () =>
  (await getDb()).select({ path: mediaFiles.path }).from(mediaFiles).where(like(mediaFiles.path, 'reviews/%'));

async function bought(status = 'delivered') {
  const db = await getDb();
  const member = await aMember(db, `m${Math.random().toString(36).slice(2, 8)}`);
  const productId = await aProduct(db);
  const [lineId] = await anOrder(db, member.id, [productId], status);
  return { db, member, productId, lineId: lineId as number };
}

describe('purchase rule', () => {
  it('lets a member review a product from a delivered or confirmed order, linked to that order line', async () => {
    for (const status of ['delivered', 'confirmed']) {
      const { member, productId, lineId } = await bought(status);
      const review = await createReview(member, { product_id: productId, rating: 5, body: text }, []);
      const [row] = (await reviewRows()).filter((r) => r.id === review.id);
      expect(row?.order_line_id).toBe(lineId);
      expect(review.author).toBe(`${member.login_id.slice(0, 2)}***`);
    }
  });

  it('refuses with 403 before delivery, after cancellation or return, and without any order', async () => {
    for (const status of [
      'awaiting_deposit',
      'paid',
      'preparing',
      'shipping',
      'cancelled',
      'return_requested',
      'returned',
    ]) {
      const { member, productId } = await bought(status);
      await expect(createReview(member, { product_id: productId, rating: 5, body: text }, [])).rejects.toBeInstanceOf(
        ForbiddenError,
      );
    }
    const db = await getDb();
    const stranger = await aMember(db, 'stranger');
    const productId = await aProduct(db);
    await expect(createReview(stranger, { product_id: productId, rating: 5, body: text }, [])).rejects.toThrow(
      /배송이 완료된 주문/,
    );
  });

  it('does not count another member’s delivered order', async () => {
    const { db, productId } = await bought();
    const other = await aMember(db, 'other');
    await expect(createReview(other, { product_id: productId, rating: 4, body: text }, [])).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  it('offers in the form only products received and not yet reviewed', async () => {
    const { db, member, productId } = await bought();
    const second = await aProduct(db, '코튼 심지');
    const shipping = await aProduct(db, '유리 용기');
    await anOrder(db, member.id, [second], 'confirmed');
    await anOrder(db, member.id, [shipping], 'shipping');
    expect((await reviewableProducts(member.id)).map((p) => p.id).sort()).toEqual([productId, second].sort());
    await createReview(member, { product_id: productId, rating: 5, body: text }, []);
    expect((await reviewableProducts(member.id)).map((p) => p.id)).toEqual([second]);
  });

  it('answers 422 for a product that does not exist or is hidden', async () => {
    const { db, member } = await bought();
    const hidden = await aProduct(db, '숨김 상품', 'hidden');
    await anOrder(db, member.id, [hidden], 'delivered');
    for (const product_id of [hidden, 999_999]) {
      await expect(createReview(member, { product_id, rating: 5, body: text }, [])).rejects.toBeInstanceOf(
        ValidationError,
      );
    }
  });
});

describe('one review per product', () => {
  it('refuses a second review of the same product with 409, even when sent at the same time', async () => {
    const { member, productId } = await bought();
    const results = await Promise.allSettled(
      [5, 4, 3, 2, 1, 5].map((rating) => createReview(member, { product_id: productId, rating, body: text }, [])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')?.reason).toBeInstanceOf(ConflictError);
    await expect(createReview(member, { product_id: productId, rating: 3, body: text }, [])).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(await reviewRows()).toHaveLength(1);
    expect((await ratingOf(await getDb(), productId)).count).toBe(1);
  });
});

describe('review count and rating', () => {
  it('follow every create, edit and delete in the same transaction', async () => {
    const { db, member, productId } = await bought();
    const other = await aMember(db, 'second');
    await anOrder(db, other.id, [productId], 'confirmed');
    expect(await ratingOf(db, productId)).toEqual({ count: 0, avg: '0.00' });
    const mine = await createReview(member, { product_id: productId, rating: 5, body: text }, []);
    expect(await ratingOf(db, productId)).toEqual({ count: 1, avg: '5.00' });
    const theirs = await createReview(other, { product_id: productId, rating: 2, body: text }, []);
    expect(await ratingOf(db, productId)).toEqual({ count: 2, avg: '3.50' });
    await updateReview(other, theirs.id, { rating: 4, body: text }, undefined);
    expect(await ratingOf(db, productId)).toEqual({ count: 2, avg: '4.50' });
    await deleteReview(member, mine.id);
    expect(await ratingOf(db, productId)).toEqual({ count: 1, avg: '4.00' });
    await deleteReview(other, theirs.id);
    expect(await ratingOf(db, productId)).toEqual({ count: 0, avg: '0.00' });
  });

  it('stay unchanged when a write is refused', async () => {
    const { db, member, productId } = await bought();
    await createReview(member, { product_id: productId, rating: 4, body: text }, []);
    const before = await ratingOf(db, productId);
    await expect(createReview(member, { product_id: productId, rating: 1, body: text }, [])).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(await ratingOf(db, productId)).toEqual(before);
  });
});

describe('who may edit and delete', () => {
  it('lets only the author edit, and hides others’ reviews with a 404 (administrators too)', async () => {
    const { db, member, productId } = await bought();
    const review = await createReview(member, { product_id: productId, rating: 5, body: text }, []);
    const other = await aMember(db, 'other');
    const admin = await aMember(db, 'boss', true);
    await expect(updateReview(other, review.id, { rating: 1, body: text }, undefined)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(updateReview(admin, review.id, { rating: 1, body: text }, undefined)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(deleteReview(other, review.id)).rejects.toBeInstanceOf(NotFoundError);
    const edited = await updateReview(member, review.id, { rating: 3, body: `${text} 수정했어요.` }, undefined);
    expect(edited).toMatchObject({ rating: 3, body: `${text} 수정했어요.`, mine: true });
  });

  it('lets an administrator delete any review, and the rating follows', async () => {
    const { db, member, productId } = await bought();
    const review = await createReview(member, { product_id: productId, rating: 5, body: text }, []);
    const admin = await aMember(db, 'boss', true);
    await deleteReview(admin, review.id);
    expect(await reviewRows()).toHaveLength(0);
    expect(await ratingOf(db, productId)).toEqual({ count: 0, avg: '0.00' });
  });
});

describe('review photos', () => {
  it('are stored re-encoded under generated names and removed with the review', async () => {
    const { member, productId } = await bought();
    const review = await createReview(member, { product_id: productId, rating: 5, body: text }, [
      await photo(),
      await photo('#333'),
    ]);
    expect(review.photos).toHaveLength(2);
    for (const url of review.photos) expect(url).toMatch(/^\/media\/reviews\/[0-9a-f-]{36}\.webp$/);
    const served = await mediaFile(review.photos[0]?.slice('/media/'.length) ?? '');
    expect(served?.mime).toBe('image/webp');
    await deleteReview(member, review.id);
    expect(await reviewPhotos()).toHaveLength(0);
    expect(await mediaFile(review.photos[0]?.slice('/media/'.length) ?? '')).toBeUndefined();
  });

  it('on edit keep the chosen ones, add new ones, and drop the rest', async () => {
    const { member, productId } = await bought();
    const review = await createReview(member, { product_id: productId, rating: 5, body: text }, [
      await photo(),
      await photo('#333'),
    ]);
    const [keep, drop] = review.photos as [string, string];
    const edited = await updateReview(member, review.id, { rating: 5, body: text, keep_photos: [keep] }, [
      await photo('#fff'),
    ]);
    expect(edited.photos).toHaveLength(2);
    expect(edited.photos[0]).toBe(keep);
    expect(edited.photos).not.toContain(drop);
    expect((await reviewPhotos()).map((r) => `/media/${r.path}`).sort()).toEqual([...edited.photos].sort());
    const untouched = await updateReview(member, review.id, { rating: 4, body: text }, undefined);
    expect(untouched.photos).toEqual(edited.photos);
    await expect(
      updateReview(member, review.id, { rating: 4, body: text, keep_photos: ['/media/reviews/someone-else.webp'] }, []),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('are refused as a whole, storing nothing, when one is not a real image or there are six', async () => {
    const { db, member, productId } = await bought();
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'x.jpg', {
      type: 'image/jpeg',
    });
    await expect(
      createReview(member, { product_id: productId, rating: 5, body: text }, [await photo(), svg]),
    ).rejects.toBeInstanceOf(ValidationError);
    const six = await Promise.all(Array.from({ length: 6 }, () => photo()));
    await expect(createReview(member, { product_id: productId, rating: 5, body: text }, six)).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await reviewRows()).toHaveLength(0);
    expect(await reviewPhotos()).toHaveLength(0);
    expect(await ratingOf(db, productId)).toEqual({ count: 0, avg: '0.00' });
  });
});

describe('review lists', () => {
  it('sort newest, best and by rating, filter photo reviews, and leave out hidden products', async () => {
    const db = await getDb();
    const productId = await aProduct(db);
    const ratings = [3, 5, 4];
    const ids: number[] = [];
    for (const [i, rating] of ratings.entries()) {
      const m = await aMember(db, `buyer${i}`);
      await anOrder(db, m.id, [productId], 'delivered');
      ids.push(
        (await createReview(m, { product_id: productId, rating, body: `${text} ${i}` }, i === 2 ? [await photo()] : []))
          .id,
      );
    }
    const q = { page: 1, perPage: 10 };
    expect((await productReviewPage(productId, { ...q, sort: 'latest' })).data.map((r) => r.id)).toEqual(
      [...ids].reverse(),
    );
    expect((await productReviewPage(productId, { ...q, sort: 'rating' })).data.map((r) => r.rating)).toEqual([5, 4, 3]);
    expect((await productReviewPage(productId, { ...q, sort: 'best' })).data[0]?.rating).toBe(5);
    // 포토 후기만: the product's reviews with photos.
    const productPhotos = await productReviewPage(productId, { ...q, sort: 'latest', photo: true });
    expect(productPhotos.data.map((r) => r.id)).toEqual([ids[2]]);
    expect(productPhotos.total).toBe(1);
    const photos = await allReviewPage({ ...q, sort: 'latest', photo: true });
    expect(photos.data.map((r) => r.id)).toEqual([ids[2]]);
    expect(photos).toMatchObject({ current_page: 1, from: 1, to: 1, total: 1, last_page: 1, per_page: 10 });
    const summary = await reviewSummary(productId);
    expect(summary.breakdown).toEqual({ 5: 1, 4: 1, 3: 1, 2: 0, 1: 0 });
    expect(summary.photos).toHaveLength(1);

    await db.update(products).set({ status: 'hidden' }).where(eq(products.id, productId));
    expect((await allReviewPage({ ...q, sort: 'latest', photo: false })).total).toBe(0);
    await expect(productReviewPage(productId, { ...q, sort: 'latest' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('show a member only their own reviews on their page, marked as theirs', async () => {
    const { db, member, productId } = await bought();
    const other = await aMember(db, 'other');
    await anOrder(db, other.id, [productId], 'delivered');
    await createReview(member, { product_id: productId, rating: 5, body: text }, []);
    await createReview(other, { product_id: productId, rating: 4, body: text }, []);
    const mine = await myReviewPage(member.id, { page: 1, perPage: 10 });
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ mine: true, rating: 5 });
  });
});

describe('broken images', () => {
  it('a file with image headers that cannot be decoded is a field error, not a server error, storing nothing', async () => {
    const { member, productId } = await bought();
    const good = new Uint8Array(await (await photo()).arrayBuffer());
    const broken = new File([good.subarray(0, 60)], 'cut.jpg', { type: 'image/jpeg' });
    await expect(
      createReview(member, { product_id: productId, rating: 5, body: text }, [broken]),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await reviewRows()).toHaveLength(0);
    expect(await reviewPhotos()).toHaveLength(0);
  });
});
