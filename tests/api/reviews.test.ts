import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { bmp24 } from '../support/bmp';
import { addToCart, freshProducts, loginAs, newMember, orderBody, place } from '../support/orders-helpers';
import { rawAnswerBeforeBody } from '../support/raw-request';

const base = () => inject('baseUrl');

/**
 * A member with a delivered order of five products and a shipped order of a sixth, made the way a
 * shopper and an operator make them: cart, order, then the operator's status steps.
 */
const shop = { delivered: [] as number[], shipping: [] as number[] };
let buyer: { api: ApiClient; id: string };

async function ordered(api: ApiClient, itIds: number[]): Promise<string> {
  const lines = [];
  for (const itId of itIds) lines.push(await addToCart(api, itId, 1));
  const res = await place(api, orderBody(lines));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { od_id: string }).od_id;
}

async function advance(odId: string, until: 'shipping' | 'delivered') {
  const admin = await loginAs(base(), 'admin', 'admin-test-pass-1');
  const steps = [
    { status: 'paid' },
    { status: 'preparing' },
    { status: 'shipping', carrier: 'CJ대한통운', tracking_number: '123456789012' },
    { status: 'delivered' },
  ];
  for (const step of steps.slice(0, until === 'delivered' ? 4 : 3)) {
    const res = await admin.post(`/api/admin/orders/${odId}/status`, step);
    expect(res.status, JSON.stringify(step)).toBe(200);
  }
}

beforeAll(async () => {
  buyer = await newMember(base());
  const products = (await freshProducts(base(), 6, 5)).map((p) => p.it_id);
  shop.delivered = products.slice(0, 5);
  shop.shipping = products.slice(5);
  await advance(await ordered(buyer.api, shop.delivered), 'delivered');
  await advance(await ordered(buyer.api, shop.shipping), 'shipping');
}, 120_000);

type Review = {
  id: number;
  it_id: number;
  rating: number;
  body: string;
  photos: string[];
  author: string;
  mine: boolean;
};
type Page<T> = {
  current_page: number;
  data: T[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
};
type Problem = { message: string; errors?: Record<string, string[]> };

const text = '향이 은은하게 오래 가서 좋아요. 다음에도 살게요.';

/** multipart/form-data with the client's cookies and XSRF header, as the review form sends it. */
async function send(
  api: ApiClient,
  method: string,
  path: string,
  form: FormData,
  headers: Record<string, string> = {},
) {
  if (!api.cookies.has('XSRF-TOKEN')) await api.get('/readyz');
  const res = await fetch(new URL(path, base()), {
    method,
    body: form,
    headers: {
      Accept: 'application/json',
      Cookie: api.cookieHeader(),
      'X-XSRF-TOKEN': decodeURIComponent(api.cookies.get('XSRF-TOKEN') ?? ''),
      ...headers,
    },
  });
  return res;
}

/**
 * The start of a multipart body whose declared length is the whole of it: the server is to refuse it
 * by that length, before the rest is sent.
 */
async function partOnly(api: ApiClient, path: string, whole: { bytes: Uint8Array; type: string }) {
  if (!api.cookies.has('XSRF-TOKEN')) await api.get('/readyz');
  const { bytes } = whole;
  const answer = await rawAnswerBeforeBody(
    new URL(path, base()),
    'POST',
    {
      Accept: 'application/json',
      'Content-Type': whole.type,
      Cookie: api.cookieHeader(),
      'X-XSRF-TOKEN': decodeURIComponent(api.cookies.get('XSRF-TOKEN') ?? ''),
    },
    bytes.subarray(0, 64 * 1024),
    bytes.byteLength,
  );
  return { status: answer.status, json: async () => JSON.parse(answer.body.toString('utf8')) as unknown };
}

/** A multipart body as the bytes a browser would send, with its content type (and boundary). */
async function materialised(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const whole = new Response(form);
  return { type: whole.headers.get('content-type') ?? '', bytes: new Uint8Array(await whole.arrayBuffer()) };
}

const jpeg = async (color = '#c8a27a') =>
  new Uint8Array(
    await sharp({ create: { width: 80, height: 60, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  );

function reviewForm(
  itId: number,
  files: [Uint8Array | string, string, string?][] = [],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('it_id', String(itId));
  form.set('rating', '5');
  form.set('body', text);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [bytes, name, type = 'image/jpeg'] of files)
    form.append('photos[]', new File([bytes as BlobPart], name, { type }));
  return form;
}

const productOf = async (api: ApiClient, id: number) =>
  api.json<{ reviews_count: number; rating_avg: number }>(api.get(`/api/v1/products/${id}`));
const reviewsOf = (api: ApiClient, id: number) => api.json<Page<Review>>(api.get(`/api/v1/products/${id}/reviews`));

describe('review permissions', () => {
  it('answer 401 to a visitor who writes, edits, deletes or lists their own', async () => {
    const visitor = new ApiClient(base());
    expect((await send(visitor, 'POST', '/api/v1/reviews', reviewForm(shop.delivered[0] as number))).status).toBe(401);
    expect((await visitor.request('PUT', '/api/v1/reviews/1', { rating: 5, body: text })).status).toBe(401);
    expect((await visitor.request('DELETE', '/api/v1/reviews/1')).status).toBe(401);
    expect((await visitor.get('/api/v1/my-reviews')).status).toBe(401);
    expect((await visitor.get('/api/v1/reviews/reviewable')).status).toBe(401);
  });

  it('answer 403 with a Korean reason for a product the member has not received', async () => {
    const demo = buyer.api;
    const res = await send(demo, 'POST', '/api/v1/reviews', reviewForm(shop.shipping[0] as number));
    expect(res.status).toBe(403);
    expect(((await res.json()) as Problem).message).toMatch(/배송이 완료된 주문의 상품만/);
  });

  it('answer 422 with Korean messages for every bad field', async () => {
    const demo = buyer.api;
    const form = new FormData();
    form.set('rating', '6');
    form.set('body', '짧아요');
    const res = await send(demo, 'POST', '/api/v1/reviews', form);
    expect(res.status).toBe(422);
    const body = (await res.json()) as Problem;
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['body', 'it_id', 'rating']);
    expect(body.errors?.body).toEqual(['후기는 10자 이상 적어 주세요.']);
  });
});

describe('writing, editing and deleting a review', () => {
  let review: Review;

  it('stores a member’s review with a photo served as WebP with nosniff, and the product’s count follows', async () => {
    const demo = buyer.api;
    const itId = shop.delivered[0] as number;
    const before = await productOf(demo, itId);
    const res = await send(demo, 'POST', '/api/v1/reviews', reviewForm(itId, [[await jpeg(), '캔들.jpg']]));
    expect(res.status).toBe(201);
    const created = (await res.json()) as { data: Review; message: string };
    review = created.data;
    expect(created.message).toBe('후기가 등록되었습니다.');
    expect(review).toMatchObject({ it_id: itId, rating: 5, author: `${buyer.id.slice(0, 2)}***`, mine: true });
    const photo = await fetch(new URL(review.photos[0] as string, base()));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(new Uint8Array(await photo.arrayBuffer())).metadata()).format).toBe('webp');
    expect(await productOf(demo, itId)).toMatchObject({ reviews_count: before.reviews_count + 1 });
    expect((await reviewsOf(demo, itId)).data[0]?.id).toBe(review.id);
    const mine = await demo.json<Page<Review>>(demo.get('/api/v1/my-reviews'));
    expect(mine.data.map((r) => r.id)).toContain(review.id);
    expect(Object.keys(mine).sort()).toEqual(['current_page', 'data', 'from', 'last_page', 'per_page', 'to', 'total']);
  });

  it('refuses a second review of the same product with 409', async () => {
    const demo = buyer.api;
    const res = await send(demo, 'POST', '/api/v1/reviews', reviewForm(review.it_id));
    expect(res.status).toBe(409);
    expect(((await res.json()) as Problem).message).toMatch(/이미 이 상품의 후기/);
  });

  it('hides it from other members with a 404 on edit and delete', async () => {
    const other = (await newMember(base())).api;
    expect((await other.request('PUT', `/api/v1/reviews/${review.id}`, { rating: 1, body: text })).status).toBe(404);
    expect(
      (
        await send(other, 'POST', `/api/v1/reviews/${review.id}`, reviewForm(review.it_id), {
          'X-HTTP-Method-Override': 'PUT',
        })
      ).status,
    ).toBe(404);
    expect((await other.request('DELETE', `/api/v1/reviews/${review.id}`)).status).toBe(404);
    expect((await other.json<{ data: Review }>(other.get(`/api/v1/reviews/${review.id}`))).data.mine).toBe(false);
  });

  it('edits with multipart and the method-override header, replacing the photo, and with PUT JSON', async () => {
    const demo = buyer.api;
    const old = review.photos[0] as string;
    const form = new FormData();
    form.set('rating', '2');
    form.set('body', `${text} 다시 써 보니 향이 약해요.`);
    form.append('photos[]', new File([await jpeg('#333333')], 'new.png', { type: 'image/png' }));
    const res = await send(demo, 'POST', `/api/v1/reviews/${review.id}`, form, { 'X-HTTP-Method-Override': 'PUT' });
    expect(res.status).toBe(200);
    const edited = ((await res.json()) as { data: Review }).data;
    expect(edited.rating).toBe(2);
    expect(edited.photos).toHaveLength(1);
    expect(edited.photos[0]).not.toBe(old);
    expect((await fetch(new URL(old, base()))).status).toBe(404);
    expect((await productOf(demo, review.it_id)).rating_avg).toBeLessThan(5);
    const json = await demo.request('PUT', `/api/v1/reviews/${review.id}`, { rating: 4, body: text });
    expect(json.status).toBe(200);
    expect(((await json.json()) as { data: Review }).data).toMatchObject({ rating: 4, photos: edited.photos });
    expect((await send(demo, 'POST', `/api/v1/reviews/${review.id}`, form)).status).toBe(405);
  });

  it('lets an administrator delete it, and the count goes back', async () => {
    const admin = await loginAs(base(), 'admin', 'admin-test-pass-1');
    const before = await productOf(admin, review.it_id);
    const res = await admin.request('DELETE', `/api/v1/reviews/${review.id}`);
    expect(res.status).toBe(200);
    expect(await productOf(admin, review.it_id)).toMatchObject({ reviews_count: before.reviews_count - 1 });
    expect((await admin.get(`/api/v1/reviews/${review.id}`)).status).toBe(404);
  });
});

describe('photo kinds the file input previews (spec 5)', () => {
  it('takes GIF and BMP photos as well as JPEG, PNG and WebP, each re-encoded as WebP', async () => {
    const demo = buyer.api;
    const gif = new Uint8Array(
      await sharp({ create: { width: 30, height: 20, channels: 3, background: '#7a9cc8' } })
        .gif()
        .toBuffer(),
    );
    const form = reviewForm(shop.delivered[4] as number, [
      [gif, 'loop.gif', 'image/gif'],
      [bmp24(16, 12), 'scan.bmp', 'image/bmp'],
    ]);
    const res = await send(demo, 'POST', '/api/v1/reviews', form);
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = (await res.json()) as { data: Review };
    expect(data.photos).toHaveLength(2);
    for (const url of data.photos) {
      const photo = await fetch(new URL(url, base()));
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(new Uint8Array(await photo.arrayBuffer())).metadata()).format).toBe('webp');
    }
    expect((await demo.request('DELETE', `/api/v1/reviews/${data.id}`)).status).toBe(200);
  });
});

describe('upload abuse', () => {
  const refused = async (files: [Uint8Array | string, string, string?][]) => {
    const demo = buyer.api;
    const itId = shop.delivered[1] as number;
    const form = reviewForm(itId, files);
    const size = files.reduce((sum, [data]) => sum + (typeof data === 'string' ? data.length : data.byteLength), 0);
    // A body past the route's limit is sent only in part: the answer must come before the rest of it.
    // It is written out first: the seconds that takes on a busy machine would otherwise pass between
    // the calls around it, past the server's keep-alive, and the next call meet a closed connection.
    const huge = size > 50 * 1024 * 1024 ? await materialised(form) : undefined;
    const [before, count] = [(await reviewsOf(demo, itId)).total, (await productOf(demo, itId)).reviews_count];
    const res = huge
      ? await partOnly(demo, '/api/v1/reviews', huge)
      : await send(demo, 'POST', '/api/v1/reviews', form);
    const body = (await res.json()) as Problem;
    expect((await reviewsOf(demo, itId)).total).toBe(before);
    expect((await productOf(demo, itId)).reviews_count).toBe(count);
    expect((await demo.json<Page<Review>>(demo.get('/api/v1/my-reviews'))).data.some((r) => r.it_id === itId)).toBe(
      false,
    );
    return { status: res.status, message: body.errors?.photos?.[0] ?? body.message };
  };

  it('refuses a photo over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await jpeg());
    expect(await refused([[big, 'big.jpg']])).toMatchObject({ status: 422, message: expect.stringMatching(/10MB/) });
  });

  it('refuses a request larger than five full photos with 413 before reading it all', async () => {
    const huge = new Uint8Array(52 * 1024 * 1024);
    expect(await refused([[huge, 'huge.jpg']])).toMatchObject({
      status: 413,
      message: expect.stringMatching(/너무 큽니다/),
    });
  });

  it('refuses an SVG with a script renamed to .jpg, and an HTML page renamed to .png', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
    expect(await refused([[svg, 'cute.jpg', 'image/jpeg']])).toMatchObject({
      status: 422,
      message: expect.stringMatching(/JPEG, PNG, GIF, BMP, WebP/),
    });
    expect(await refused([['<!doctype html><script>alert(1)</script>', 'page.png', 'image/png']])).toMatchObject({
      status: 422,
    });
  });

  it('refuses a file name with path tricks', async () => {
    expect(await refused([[await jpeg(), '../../x.jpg']])).toMatchObject({
      status: 422,
      message: expect.stringMatching(/파일 이름/),
    });
  });

  it('refuses six photos', async () => {
    const one = await jpeg();
    const six = Array.from({ length: 6 }, (_, i): [Uint8Array, string] => [one, `p${i}.jpg`]);
    expect(await refused(six)).toMatchObject({ status: 422, message: expect.stringMatching(/최대 5장/) });
  });
});

describe('review lists', () => {
  it('page all reviews with the spec’s shape, filter photo reviews and refuse bad queries with 422', async () => {
    const visitor = new ApiClient(base());
    const all = await visitor.json<Page<Review>>(visitor.get('/api/v1/reviews?per_page=3'));
    expect(all).toMatchObject({ current_page: 1, per_page: 3, from: 1, to: 3 });
    const photos = await visitor.json<Page<Review>>(visitor.get('/api/v1/reviews?photo=1&sort=best'));
    expect(photos.data.every((r) => r.photos.length > 0)).toBe(true);
    expect((await visitor.get('/api/v1/reviews?sort=cheapest')).status).toBe(422);
    expect((await visitor.get('/api/v1/reviews?page=0')).status).toBe(422);
    expect((await visitor.get('/api/v1/products/99999999/reviews')).status).toBe(404);
  });
});

describe('product questions', () => {
  it('mask a secret question for visitors and other members, and show it to its author and administrators', async () => {
    const demo = buyer.api;
    const itId = shop.delivered[2] as number;
    const res = await demo.post('/api/v1/product-inquiries', {
      it_id: itId,
      title: '선물 포장 문의',
      body: '받는 분 주소를 적어 둡니다.',
      is_secret: true,
    });
    expect(res.status).toBe(201);
    const { data: asked } = (await res.json()) as { data: { id: number } };
    type Q = { id: number; title: string; body: string | null; readable: boolean; answered: boolean };
    const find = async (api: ApiClient) =>
      (await api.json<Page<Q>>(api.get(`/api/v1/products/${itId}/inquiries`))).data.find((q) => q.id === asked.id);
    for (const api of [new ApiClient(base()), (await newMember(base())).api]) {
      expect(await find(api)).toMatchObject({ title: '비밀글입니다.', body: null, readable: false });
      const listed = await api.get('/api/v1/product-inquiries');
      expect(await listed.text()).not.toContain('받는 분 주소');
    }
    expect(await find(demo)).toMatchObject({ title: '선물 포장 문의', body: '받는 분 주소를 적어 둡니다.' });
    const admin = await loginAs(base(), 'admin', 'admin-test-pass-1');
    expect(await find(admin)).toMatchObject({ readable: true });
  });

  it('answer 401 to visitors, 404 to other members, 403 to members answering, and 409 after an answer', async () => {
    const demo = buyer.api;
    const visitor = new ApiClient(base());
    const body = { it_id: shop.delivered[3], title: '재입고 문의', body: '언제 들어오나요?', is_secret: false };
    expect((await visitor.post('/api/v1/product-inquiries', body)).status).toBe(401);
    const { data } = await demo.json<{ data: { id: number } }>(demo.post('/api/v1/product-inquiries', body));
    const other = (await newMember(base())).api;
    expect((await other.request('PUT', `/api/v1/product-inquiries/${data.id}`, body)).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/product-inquiries/${data.id}`)).status).toBe(404);
    expect((await demo.request('PUT', `/api/admin/product-inquiries/${data.id}/answer`, { answer: '네' })).status).toBe(
      403,
    );
    expect(
      (await visitor.request('PUT', `/api/admin/product-inquiries/${data.id}/answer`, { answer: '네' })).status,
    ).toBe(401);
    const admin = await loginAs(base(), 'admin', 'admin-test-pass-1');
    const answered = await admin.request('PUT', `/api/admin/product-inquiries/${data.id}/answer`, {
      answer: '다음 주에 들어옵니다.',
    });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { data: { answered: boolean } }).data.answered).toBe(true);
    expect((await demo.request('PUT', `/api/v1/product-inquiries/${data.id}`, body)).status).toBe(409);
    expect((await demo.request('DELETE', `/api/v1/product-inquiries/${data.id}`)).status).toBe(409);
    expect(
      (await demo.post('/api/v1/product-inquiries', { it_id: shop.delivered[3], title: '', body: '' })).status,
    ).toBe(422);
  });
});
