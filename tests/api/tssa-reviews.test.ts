import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { HTML } from '../support/html';
import { DEMO, loginAs, newMember } from '../support/shop-api';
import { seededClass } from '../support/tssa-api';

/** Reviews of TSSA classes by the members who attended them (the class page's "reviews by attendees"). */
const base = () => inject('baseUrl');

/** A review sent as the review form sends it (multipart, with the XSRF header). */
async function review(api: ApiClient, productId: number, body: string): Promise<Response> {
  if (!api.cookies.has('XSRF-TOKEN')) await api.get('/readyz');
  const form = new FormData();
  form.set('it_id', String(productId));
  form.set('rating', '5');
  form.set('body', body);
  return fetch(new URL('/api/v1/reviews', base()), {
    method: 'POST',
    body: form,
    headers: {
      Accept: 'application/json',
      Cookie: api.cookieHeader(),
      'X-XSRF-TOKEN': decodeURIComponent(api.cookies.get('XSRF-TOKEN') ?? ''),
    },
  });
}

describe('reviews of TSSA classes', () => {
  it('a member who attended a class reviews it and the class page shows it; one who did not is refused (403)', async () => {
    const plaster = await seededClass(new ApiClient(base()), '원데이 석고');
    const demo = await loginAs(base(), DEMO.id, DEMO.password);
    const offered = await demo.json<{ data: { it_id: number }[] }>(demo.get('/api/v1/reviews/reviewable'));
    expect(offered.data.map((p) => p.it_id)).toContain(plaster.product_id);

    const text = '석고 방향제 세 개를 만들었어요. 선생님 설명이 차근차근해서 처음인데도 쉬웠습니다.';
    const made = await review(demo, plaster.product_id, text);
    expect(made.status, await made.clone().text()).toBe(201);
    const after = await demo.json<{ data: { it_id: number }[] }>(demo.get('/api/v1/reviews/reviewable'));
    expect(after.data.map((p) => p.it_id)).not.toContain(plaster.product_id);
    const page = await (await new ApiClient(base()).get(`/tssa/product/${plaster.product_id}`, HTML)).text();
    expect(page).toContain(text);

    const stranger = (await newMember(base(), { prefix: 'tr' })).api;
    expect((await review(stranger, plaster.product_id, text)).status).toBe(403);
  });

  it("a class's product address leads to its class page (a cart line or a review links to it as to goods)", async () => {
    const soy = await seededClass(new ApiClient(base()), '원데이 소이 캔들');
    const res = await new ApiClient(base()).get(`/shop/product/${soy.product_id}`, HTML);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/tssa/product/${soy.product_id}`);
  });
});
