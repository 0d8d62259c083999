import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { newMember, registration, uniqueId } from '../support/shop-api';

const base = () => inject('baseUrl');
const UNKNOWN = 987_654;
const text = '향이 은은하게 오래 가서 좋아요. 다음에도 살게요.';

let member: ApiClient;
let account: { id: string; email: string; password: string };

beforeAll(async () => {
  const signedUp = await newMember(base());
  member = signedUp.api;
  account = signedUp;
});

/** The review form's multipart body, with the member's cookies and XSRF header. */
function postForm(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return fetch(new URL(path, base()), {
    method: 'POST',
    body: form,
    headers: {
      Accept: 'application/json',
      Cookie: member.cookieHeader(),
      'X-XSRF-TOKEN': decodeURIComponent(member.cookies.get('XSRF-TOKEN') ?? ''),
    },
  });
}

async function answer(res: Promise<Response>): Promise<string> {
  const r = await res;
  return `${r.status} ${await r.text()}`;
}

const refusal = (message: string, errors: Record<string, string[]>) => `422 ${JSON.stringify({ message, errors })}`;

describe('a product the shop does not sell is refused under the spec’s field name it_id, byte for byte', () => {
  it('when added to the wishlist', async () => {
    const m = '존재하지 않거나 판매하지 않는 상품입니다.';
    expect(await answer(member.post('/api/v1/my-wish', { it_id: UNKNOWN }))).toBe(refusal(m, { it_id: [m] }));
  });

  it('when put in the cart', async () => {
    const m = '상품을 찾을 수 없습니다.';
    expect(await answer(member.post('/api/v1/cart/lines', { it_id: UNKNOWN, quantity: 1 }))).toBe(
      refusal(m, { it_id: [m] }),
    );
  });

  it('when reviewed', async () => {
    const m = '존재하지 않는 상품입니다.';
    expect(await answer(postForm('/api/v1/reviews', { it_id: String(UNKNOWN), rating: '5', body: text }))).toBe(
      refusal(m, { it_id: [m] }),
    );
  });

  it('when asked about', async () => {
    const m = '존재하지 않는 상품입니다.';
    const question = { it_id: UNKNOWN, title: '재입고 문의', body: '언제 들어오나요?' };
    expect(await answer(member.post('/api/v1/product-inquiries', question))).toBe(refusal(m, { it_id: [m] }));
  });
});

describe('a request with bad fields names each as the spec does, in the form’s order', () => {
  it('for a cart add', async () => {
    const body = { it_id: 'abc', quantity: 0, option_id: 'z', buy_now: 3 };
    expect(await answer(member.post('/api/v1/cart/lines', body))).toBe(
      refusal('상품을 올바르게 지정해 주세요.', {
        it_id: ['상품을 올바르게 지정해 주세요.'],
        option_id: ['옵션을 올바르게 선택해 주세요.'],
        quantity: ['수량은 1개 이상이어야 합니다.'],
        buy_now: ['buy_now는 true 또는 false여야 합니다.'],
      }),
    );
  });

  it('for a review', async () => {
    expect(await answer(postForm('/api/v1/reviews', { rating: '6', body: '짧아요' }))).toBe(
      refusal('별점은 1에서 5 사이의 정수입니다.', {
        rating: ['별점은 1에서 5 사이의 정수입니다.'],
        body: ['후기는 10자 이상 적어 주세요.'],
        it_id: ['상품을 선택해 주세요.'],
      }),
    );
  });

  it('for a product question', async () => {
    expect(await answer(member.post('/api/v1/product-inquiries', { title: '', body: '', is_secret: 'maybe' }))).toBe(
      refusal('제목은 2자 이상 적어 주세요.', {
        title: ['제목은 2자 이상 적어 주세요.'],
        body: ['문의 내용은 5자 이상 적어 주세요.'],
        is_secret: ['비밀글 여부가 올바르지 않습니다.'],
        it_id: ['상품을 선택해 주세요.'],
      }),
    );
  });

  it('for a wishlist add', async () => {
    expect(await answer(member.post('/api/v1/my-wish', { it_id: 'x' }))).toBe(
      refusal('상품 번호가 필요합니다.', { it_id: ['상품 번호가 필요합니다.'] }),
    );
  });
});

describe('a member’s details the shop refuses are named mb_id and mb_email, byte for byte', () => {
  it('when a sign-up takes an id and an e-mail already in use, both at once in that order', async () => {
    const taken = registration({ id: account.id, email: account.email });
    expect(await answer(new ApiClient(base()).post('/api/v1/register', taken))).toBe(
      refusal('이미 사용 중인 아이디입니다.', {
        mb_id: ['이미 사용 중인 아이디입니다.'],
        mb_email: ['이미 가입된 이메일입니다.'],
      }),
    );
  });

  it('when a login fails', async () => {
    const m = '아이디 또는 비밀번호가 올바르지 않습니다.';
    const wrong = { mb_id: account.id, password: 'not-the-password-1' };
    expect(await answer(new ApiClient(base()).post('/api/v1/login', wrong))).toBe(refusal(m, { mb_id: [m] }));
  });

  it('when a profile takes someone else’s e-mail', async () => {
    const other = await newMember(base(), { id: uniqueId('w') });
    const profile = {
      mb_name: '김향기',
      mb_hp: '010-2345-6789',
      mb_email: other.email,
      current_password: account.password,
    };
    const m = '이미 가입된 이메일입니다.';
    expect(await answer(member.request('PUT', `/api/v1/my-account/${account.id}`, profile))).toBe(
      refusal(m, { mb_email: [m] }),
    );
  });
});
