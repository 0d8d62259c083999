import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { productInquiries, products } from '~/server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '~/server/http/errors';
import {
  adminInquiryPage,
  allInquiryPage,
  answerInquiry,
  createInquiry,
  deleteInquiry,
  inquiryDetail,
  myInquiryPage,
  productInquiryPage,
  updateInquiry,
  viewerOf,
} from '~/server/reviews/inquiry.service';
import { resetDatabase } from '../support/db';
import { aMember, aProduct } from '../support/reviews-fixtures';

beforeEach(resetDatabase);

const q = { page: 1, perPage: 10 };

async function setup() {
  const db = await getDb();
  const author = await aMember(db, 'author');
  const other = await aMember(db, 'other');
  const admin = await aMember(db, 'boss', true);
  const productId = await aProduct(db);
  const secret = await createInquiry(author, {
    product_id: productId,
    title: '선물 포장 되나요?',
    body: '주소는 비밀로 해 주세요.',
    is_secret: true,
  });
  const open = await createInquiry(author, {
    product_id: productId,
    title: '재입고 문의',
    body: '언제 들어오나요?',
    is_secret: false,
  });
  return { db, author, other, admin, productId, secret, open };
}

describe('secret questions', () => {
  it('show their title, body and answer only to the author and administrators', async () => {
    const { author, other, admin, productId, secret } = await setup();
    await answerInquiry(admin, secret.id, '가능합니다.');
    const seen = async (viewer: ReturnType<typeof viewerOf>) =>
      (await productInquiryPage(productId, q, viewer)).data.find((i) => i.id === secret.id);
    for (const viewer of [{}, viewerOf(other)]) {
      expect(await seen(viewer)).toMatchObject({
        title: '비밀글입니다.',
        body: null,
        answer: null,
        readable: false,
        is_secret: true,
        answered: true,
        mine: false,
      });
      expect((await inquiryDetail(secret.id, viewer)).body).toBeNull();
      expect(JSON.stringify((await allInquiryPage(q, viewer)).data)).not.toContain('주소는 비밀로');
    }
    for (const viewer of [viewerOf(author), viewerOf(admin)]) {
      expect(await seen(viewer)).toMatchObject({
        title: '선물 포장 되나요?',
        body: '주소는 비밀로 해 주세요.',
        answer: '가능합니다.',
      });
    }
    expect((await myInquiryPage(author.id, q)).data.find((i) => i.id === secret.id)?.readable).toBe(true);
  });

  it('mask the author as the first two letters of the id', async () => {
    const { open } = await setup();
    expect(open.author).toBe('au***');
  });
});

describe('editing and deleting questions', () => {
  it('let the author edit and delete while unanswered; others get a 404', async () => {
    const { author, other, open } = await setup();
    await expect(
      updateInquiry(other, open.id, { title: '남의 글', body: '고쳐 봅니다.', is_secret: false }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteInquiry(other, open.id)).rejects.toBeInstanceOf(NotFoundError);
    const edited = await updateInquiry(author, open.id, {
      title: '재입고 일정',
      body: '다음 주에 들어오나요?',
      is_secret: true,
    });
    expect(edited).toMatchObject({ title: '재입고 일정', is_secret: true, editable: true });
    await deleteInquiry(author, open.id);
    await expect(inquiryDetail(open.id, viewerOf(author))).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuse the author’s edit or delete once answered (409), while an administrator may still delete', async () => {
    const { db, author, admin, open } = await setup();
    const answered = await answerInquiry(admin, open.id, '다음 주 수요일에 입고됩니다.');
    expect(answered).toMatchObject({ answered: true, answer: '다음 주 수요일에 입고됩니다.' });
    expect(answered.answered_at).not.toBeNull();
    expect((await inquiryDetail(open.id, viewerOf(author))).editable).toBe(false);
    await expect(
      updateInquiry(author, open.id, { title: '재입고 문의', body: '바꿔요', is_secret: false }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(deleteInquiry(author, open.id)).rejects.toBeInstanceOf(ConflictError);
    await deleteInquiry(admin, open.id);
    expect(await db.select().from(productInquiries).where(eq(productInquiries.id, open.id))).toHaveLength(0);
  });

  it('answer 404 for an answer to a question that does not exist', async () => {
    const { admin } = await setup();
    await expect(answerInquiry(admin, 999_999, '답변')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('question lists', () => {
  it('narrow by answered state and keep hidden products out of public lists', async () => {
    const { db, admin, productId, open } = await setup();
    await answerInquiry(admin, open.id, '입고되었습니다.');
    expect((await allInquiryPage({ ...q, answered: true }, {})).data.map((i) => i.id)).toEqual([open.id]);
    expect((await allInquiryPage({ ...q, answered: false }, {})).total).toBe(1);
    expect((await adminInquiryPage({ ...q, answered: false })).data[0]?.readable).toBe(true);
    await db.update(products).set({ status: 'hidden' }).where(eq(products.id, productId));
    expect((await allInquiryPage(q, {})).total).toBe(0);
    await expect(productInquiryPage(productId, q, {})).rejects.toBeInstanceOf(NotFoundError);
    expect((await adminInquiryPage(q)).total).toBe(2);
  });

  it('refuse a question about a product that does not exist with 422', async () => {
    const { author } = await setup();
    await expect(
      createInquiry(author, { product_id: 999_999, title: '문의', body: '있나요?', is_secret: false }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
