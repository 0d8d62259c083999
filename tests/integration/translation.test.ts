import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { getDb } from '~/server/db/client';
import { translationTerms } from '~/server/db/schema';
import { submitTerms, syncShippedTerms, translationPackage } from '~/server/i18n/translation.service';
import { resetDatabase } from '../support/db';
import { setEnv } from '../support/env';
import { type FakeAi, startFakeAi } from '../support/fake-ai';

let ai: FakeAi;
beforeAll(async () => {
  ai = await startFakeAi();
});
afterAll(() => ai.close());
beforeEach(resetDatabase);
let restore = () => {};
afterEach(() => {
  restore();
  restore = () => {};
  ai.mode = 'ok';
});

function useAi() {
  restore = setEnv({ AI_BASE_URL: ai.url, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' });
}

describe('translation package', () => {
  it('holds the shipped English for every shell string after start-up sync', async () => {
    await syncShippedTerms();
    const pkg = await translationPackage('en');
    for (const [source, translation] of Object.entries(en)) expect(pkg[source]).toBe(translation);
  });

  it('is empty for Korean, which shows text as written', async () => {
    expect(await translationPackage('kr')).toEqual({});
  });

  it('does not overwrite an operator-reviewed translation when shipped strings sync again', async () => {
    const db = await getDb();
    await db
      .insert(translationTerms)
      .values({ locale: 'en', source: '장바구니', translation: 'Shopping bag', status: 'reviewed' });
    await syncShippedTerms();
    const cart = '장바구니';
    expect((await translationPackage('en'))[cart]).toBe('Shopping bag');
  });
});

describe('start-up sync of the shipped English', () => {
  const cart = '장바구니';
  const cartRow = async () =>
    (await (await getDb()).select().from(translationTerms).where(eq(translationTerms.source, cart)))[0];

  it('leaves every translated shipped term as it was at a start after the first', async () => {
    await syncShippedTerms();
    const before = await cartRow();
    await syncShippedTerms();
    expect(await cartRow()).toEqual(before);
  });

  it('fills a shipped term that is waiting for a translation again, and leaves the others', async () => {
    await syncShippedTerms();
    const db = await getDb();
    await db
      .update(translationTerms)
      .set({ translation: null, status: 'pending' })
      .where(eq(translationTerms.source, cart));
    await db.delete(translationTerms).where(eq(translationTerms.source, '위시리스트'));
    await syncShippedTerms();
    expect(await cartRow()).toMatchObject({ translation: en[cart], status: 'reviewed' });
    expect(en['위시리스트']).toBe('Wishlist');
    expect((await translationPackage('en'))['위시리스트']).toBe('Wishlist');
  });
});

describe('submitting untranslated terms', () => {
  it('without a configured model records them as pending for an operator and answers what is known', async () => {
    await syncShippedTerms();
    const answer = await submitTerms('en', ['장바구니', '새로운 문구']);
    const cart = '장바구니';
    expect(answer).toEqual({ [cart]: en[cart] });
    const db = await getDb();
    const rows = await db.select().from(translationTerms);
    expect(rows.find((r) => r.source === '새로운 문구')).toMatchObject({ status: 'pending', translation: null });
  });

  it('with a model configured translates the new terms through the OpenAI-compatible API and stores them', async () => {
    useAi();
    const answer = await submitTerms('en', ['향기로운 하루']);
    expect(answer).toEqual({ '향기로운 하루': 'EN:향기로운 하루' });
    const last = ai.requests.at(-1) as { path: string; auth: string; body: { model: string } };
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.auth).toBe('Bearer test-key');
    expect(last.body.model).toBe('test-model');
    expect((await translationPackage('en'))['향기로운 하루']).toBe('EN:향기로운 하루');
  });

  it('leaves terms pending when the model fails or answers garbage', async () => {
    useAi();
    ai.mode = 'fail';
    expect(await submitTerms('en', ['실패 문구'])).toEqual({});
    ai.mode = 'garbage';
    expect(await submitTerms('en', ['이상한 답'])).toEqual({});
    const db = await getDb();
    const rows = await db.select().from(translationTerms);
    expect(
      rows
        .filter((r) => r.status === 'pending')
        .map((r) => r.source)
        .sort(),
    ).toEqual(['실패 문구', '이상한 답']);
  });

  it('does not ask the model again for terms it already knows', async () => {
    useAi();
    await submitTerms('en', ['한 번만']);
    const before = ai.requests.length;
    expect(await submitTerms('en', ['한 번만'])).toEqual({ '한 번만': 'EN:한 번만' });
    expect(ai.requests.length).toBe(before);
  });
});
