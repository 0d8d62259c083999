import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog } from '~/lib/dialog';
import { goTo } from '~/lib/navigation';
import { UNAUTHORIZED_DEBOUNCE_MS } from './constants';
import { ApiError, clearHttpCache, deleteJson, getJson, groupFieldErrors, postJson } from './http';
import { startTestServer } from './test-server';

vi.mock('~/lib/navigation', () => ({ goTo: vi.fn() }));

const page = new Window({ url: 'https://shop.test/my-page/order?page=2#top' });
let server: Awaited<ReturnType<typeof startTestServer>>;
let base = '';

beforeAll(async () => {
  server = await startTestServer();
  base = server.base;
});
afterAll(async () => {
  server.close();
  await page.happyDOM.close();
});
beforeEach(() => {
  server.reset();
  clearHttpCache();
  vi.stubGlobal('location', page.location);
});
afterEach(() => {
  for (const d of $dialogs.get()) answerDialog(d.id, true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockClear();
});

const shown = () => $dialogs.get().map(({ title, message }) => ({ title, message }));
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('expected an error'),
    (e: unknown) => e,
  );
/** Closes the dialog on screen, as the person would, and lets its follow-up run. */
async function confirmShown() {
  for (const d of $dialogs.get()) answerDialog(d.id, true);
  await Promise.resolve();
}

describe('error catalogue (spec 8)', () => {
  it('on 401 waits 300 ms, shows one login dialog for several 401s, then goes to login with the current path', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.answer(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const errors = await Promise.all([failure(getJson(`${base}/a`)), failure(getJson(`${base}/b`))]);
    expect(errors).toMatchObject([{ status: 401 }, { status: 401 }]);
    await failure(postJson(`${base}/c`));

    vi.advanceTimersByTime(UNAUTHORIZED_DEBOUNCE_MS - 1);
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([{ title: undefined, message: '로그인이 필요합니다.' }]);
    expect(goTo).not.toHaveBeenCalled();

    await confirmShown();
    expect(goTo).toHaveBeenCalledExactlyOnceWith(`/login?redirect=${encodeURIComponent('/my-page/order?page=2#top')}`);
  });

  it('on 404 says the page is not found or inaccessible, then goes to the not-found page', async () => {
    server.answer(() => ({ status: 404, body: { message: 'No query results' } }));
    expect(await failure(getJson(`${base}/missing`))).toMatchObject({ status: 404 });
    expect(shown()).toEqual([{ title: undefined, message: '페이지를 찾을 수 없거나 접근할 수 없습니다.' }]);
    expect(goTo).not.toHaveBeenCalled();

    await confirmShown();
    expect(goTo).toHaveBeenCalledWith('/not-found');
  });

  it('on 422 re-throws with the field errors grouped for the form and shows no dialog', async () => {
    const body = { message: '입력값을 확인하세요.', errors: { 'items.0.qty': ['수량'], name: ['이름'] } };
    server.answer(() => ({ status: 422, body }));
    const error = await failure(postJson(`${base}/form`, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, data: body, fieldErrors: { items: ['수량'], name: ['이름'] } });
    expect(shown()).toEqual([]);
  });

  it("shows another error's message in a dialog titled 오류, then re-throws", async () => {
    server.answer(() => ({ status: 409, body: { message: '품절된 상품이 있습니다.' } }));
    expect(await failure(postJson(`${base}/order`))).toMatchObject({ status: 409, fieldErrors: {} });
    expect(shown()).toEqual([{ title: '오류', message: '품절된 상품이 있습니다.' }]);
  });

  it('shows no error dialog when the caller turned messages off, and still re-throws', async () => {
    server.answer(() => ({ status: 500, body: { message: 'Server Error' } }));
    expect(await failure(postJson(`${base}/order`, {}, { silent: true }))).toMatchObject({ status: 500 });
    expect(shown()).toEqual([]);
  });

  it('leaves a status the caller handles itself (a look-up’s 404) to the caller: no dialog, no navigation', async () => {
    server.answer(() => ({ status: 404, body: { message: '접수번호 또는 연락처가 일치하지 않습니다.' } }));
    expect(await failure(postJson(`${base}/lookup`, {}, { silent: true, handles: [404] }))).toMatchObject({
      status: 404,
    });
    await confirmShown();
    expect(shown()).toEqual([]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows no dialog for an error whose body has no message', async () => {
    server.answer(() => ({ status: 500 }));
    expect(await failure(getJson(`${base}/x`))).toMatchObject({ status: 500, data: undefined });
    expect(shown()).toEqual([]);
  });

  it('shows the message of a successful delete in a dialog titled 확인, unless silent', async () => {
    server.answer(() => ({ body: { message: '삭제되었습니다.' } }));
    expect(await deleteJson(`${base}/my-wish/3`)).toEqual({ message: '삭제되었습니다.' });
    expect(shown()).toEqual([{ title: '확인', message: '삭제되었습니다.' }]);
    await confirmShown();
    await deleteJson(`${base}/my-wish/4`, { silent: true });
    expect(shown()).toEqual([]);
  });

  it('reads an empty delete answer as no data and shows nothing', async () => {
    server.answer(() => ({ status: 204 }));
    expect(await deleteJson(`${base}/my-wish/5`)).toBeUndefined();
    expect(shown()).toEqual([]);
  });
});

describe('groupFieldErrors', () => {
  it('groups dotted Laravel keys under their first part and keeps every message', () => {
    expect(groupFieldErrors({ 'items.0.qty': ['x'], name: ['y'] })).toEqual({ items: ['x'], name: ['y'] });
    expect(groupFieldErrors({ 'a.0.b': ['1'], 'a.1.b': ['2', '3'], c: [] })).toEqual({ a: ['1', '2', '3'], c: [] });
  });
});

describe('outside the browser', () => {
  it('shows no dialog when there is no page, as during server rendering', async () => {
    vi.unstubAllGlobals();
    server.answer(() => ({ status: 409, body: { message: '품절된 상품이 있습니다.' } }));
    expect(await failure(postJson(`${base}/order`))).toMatchObject({ status: 409 });
    expect(shown()).toEqual([]);
  });
});
