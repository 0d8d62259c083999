import type { Browser, Page } from '@playwright/test';
import { addToCart as addLine, loginAs, loginFreshMember, postAs, registerMember, serverURL } from '../e2e/fixtures';
import { WHOLESALE_FORM } from '../support/partner-applications';
import {
  expect,
  type Field,
  longCorpus,
  nth,
  type Probe,
  pack,
  type Shown,
  send,
  shortCorpus,
  simpleProducts,
  store,
  test,
} from './stored-text';

// Every stored-text path the shop has, each with its own members and records, so that the tests can
// run side by side with each other and with the rest of the browser tests.

const PASSWORD = 'Candle-light-42';
let serial = 0;
const freshId = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${serial++}${Math.random().toString(36).slice(2, 5)}`;

/** The shop's pages in English from here on (the language cookie), or in Korean again. */
async function language(page: Page, lang: 'kr' | 'en') {
  const url = serverURL();
  await page.context().addCookies([{ name: 'shop_lang', value: lang, url }]);
}

/** An operator's session of its own, for the moves only the shop makes (payment, shipping, answers). */
async function operator(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: serverURL() });
  const page = await context.newPage();
  await loginAs(page, 'admin', 'admin-test-pass-1');
  return page;
}

type OrderText = {
  orderer: string;
  recipient: string;
  address1: string;
  address2: string;
  memo: string;
  depositor: string;
};

const PLAIN_ORDER: OrderText = {
  orderer: '김주문',
  recipient: '박수령',
  address1: '서울 성동구 성수이로 123',
  address2: '2층',
  memo: '부재 시 문 앞',
  depositor: '김주문',
};

/** The order form's fields as the API names them (the keys of its 422 errors), with the parts of the order they fill. */
const ORDER_FIELDS: Record<string, keyof OrderText> = {
  'orderer.name': 'orderer',
  'recipient.name': 'recipient',
  'recipient.address1': 'address1',
  'recipient.address2': 'address2',
  delivery_message: 'memo',
  depositor_name: 'depositor',
};

function orderBody(lines: number[], v: Record<string, string>, password?: string) {
  return {
    orderer: { name: v['orderer.name'], mobile: '010-2222-3333', email: 'order@example.com' },
    recipient: {
      name: v['recipient.name'],
      mobile: '010-4444-5555',
      zonecode: '04782',
      address1: v['recipient.address1'],
      address2: v['recipient.address2'],
    },
    delivery_message: v.delivery_message,
    lines,
    payment_method: 'bank',
    depositor_name: v.depositor_name,
    agreements: { order: true, privacy_carrier: true },
    ...(password ? { password } : {}),
  };
}

/** A new key for each attempt: a refused attempt's key is never reused with another body. */
const idempotency = () => ({ 'Idempotency-Key': `xss-${Date.now()}-${serial++}` });

/** Places a bank-transfer order of the given cart lines through the shop's API, with payloads in its text. */
async function placeOrder(
  probe: Probe,
  page: Page,
  lines: number[],
  paths: Record<keyof OrderText, string>,
  text: OrderText,
  password?: string,
): Promise<{ odId: string; values: Record<string, string> }> {
  const fields = Object.fromEntries(
    Object.entries(ORDER_FIELDS).map(([key, part]) => [
      key,
      { path: paths[part], value: text[part], plain: PLAIN_ORDER[part] },
    ]),
  );
  const { response, values } = await store(probe, fields, (v) =>
    postAs(page, '/api/v1/orders', orderBody(lines, v, password), idempotency()),
  );
  return { odId: (await response.json()).od_id, values };
}

/** An order without payloads, for the paths that need one (a review needs a delivered order). */
async function plainOrder(page: Page, lines: number[]): Promise<string> {
  const v = Object.fromEntries(Object.entries(ORDER_FIELDS).map(([key, part]) => [key, PLAIN_ORDER[part]]));
  const res = await postAs(page, '/api/v1/orders', orderBody(lines, v), idempotency());
  expect(res.status()).toBe(201);
  return (await res.json()).od_id;
}

test('names and address lines from sign-up and the profile are shown as text on the member’s pages', async ({
  page,
  probe,
}) => {
  const signup = { name: shortCorpus('a').slice(0, 6), address: pack(longCorpus('b'), 200) };
  const profile = { name: shortCorpus('c').slice(0, 6), address: pack(longCorpus('d'), 200) };
  const paths = ['sign-up name', 'sign-up address', 'profile name', 'profile address'];
  let id = '';
  for (let i = 0; i < signup.name.length; i++) {
    const bySignup = i % 2 === 0;
    const source = bySignup ? signup : profile;
    const [namePath, addressPath] = bySignup ? paths.slice(0, 2) : paths.slice(2);
    const fields: Record<string, Field> = {
      mb_name: { path: namePath as string, value: nth(source.name, i), plain: '김향기' },
      mb_addr1: { path: addressPath as string, value: nth(source.address, i), plain: '서울 성동구 성수이로 123' },
      mb_addr2: { path: addressPath as string, value: nth(source.address, i + 1), plain: '2층' },
    };
    if (bySignup) id = freshId('x');
    const contact = { mb_hp: '010-2345-6789', mb_email: `${id}@example.com`, mb_zip: '04782' };
    const { values } = await store(probe, fields, (v) =>
      bySignup
        ? postAs(page, '/api/v1/register', {
            mb_id: id,
            password: PASSWORD,
            password_confirmation: PASSWORD,
            ...contact,
            ...v,
            agree_terms: true,
            agree_privacy: true,
          })
        : send(page, 'PUT', `/api/v1/my-account/${id}`, { data: { ...contact, ...v } }),
    );
    if (bySignup) await loginAs(page, id, PASSWORD);
    const name = { path: namePath as string, text: values.mb_name as string };
    const address = [values.mb_addr1, values.mb_addr2].map((text) => ({
      path: addressPath as string,
      text: text as string,
    }));

    await probe.visit('/my-page', [name]);
    await probe.visit('/my-page/account', [name, ...address]);
    await probe.visit('/shop/order-form', [name]);
    // The wholesale form starts with the member's name as its contact.
    if (i === 1) await probe.visit('/customer/wholesale-apply', [name]);
    if (i < 2) {
      // The English my-page greets the member in a sentence of its own.
      await language(page, 'en');
      await probe.visit('/my-page', [name]);
      await language(page, 'kr');
    }
  }
  probe.report(paths);
});

test('names, addresses, delivery memos and carriers of orders are shown as text on the order’s pages', async ({
  page,
  probe,
  browser,
}) => {
  await loginFreshMember(page, 'xo');
  const ops = await operator(browser);
  const products = await simpleProducts(page, 3);
  const recipients = shortCorpus('e');
  const depositors = shortCorpus('h');
  const orderers = shortCorpus('i');
  const carriers = shortCorpus('l');
  const addresses = pack(longCorpus('f'), 200);
  const memos = pack(longCorpus('g'), 200);
  const paths = {
    orderer: 'orderer name',
    recipient: 'recipient name',
    address1: 'delivery address',
    address2: 'delivery address',
    memo: 'delivery memo',
    depositor: 'depositor name',
  };
  // Recipient, depositor and carrier of four orders take the eleven short payloads between them.
  const orders: { odId: string; shown: Shown[] }[] = [];
  for (let j = 0; j < 4; j++) {
    const line = await addLine(page, nth(products, j).it_id);
    const { odId, values } = await placeOrder(probe, page, [line], paths, {
      orderer: nth(orderers, j + 3),
      recipient: nth(recipients, j),
      address1: nth(addresses, 2 * j),
      address2: nth(addresses, 2 * j + 1),
      memo: nth(memos, j),
      depositor: nth(depositors, j + 4),
    });
    const shown = [
      { path: paths.recipient, text: values['recipient.name'] as string },
      { path: paths.address1, text: values['recipient.address1'] as string },
      { path: paths.address2, text: values['recipient.address2'] as string },
      { path: paths.memo, text: values.delivery_message as string },
    ];
    orders.push({ odId, shown });
    // The depositor is shown while the deposit is awaited.
    const awaiting = [...shown, { path: paths.depositor, text: values.depositor_name as string }];
    // The confirmation and the order page show the order with the same part.
    if (j === 0) await probe.visit(`/shop/order/${odId}/confirm`, awaiting);
    await probe.visit(`/my-page/order/${odId}`, awaiting);
  }

  // A cancellation's reason is kept for the shop; the shopper's pages of the order must stay inert.
  const cancelled = await plainOrder(page, [await addLine(page, nth(products, 0).it_id)]);
  const reason: Field = { path: 'cancel reason', value: pack(longCorpus('j'), 500)[0] as string, plain: '단순 변심' };
  await store(probe, { reason }, (v) => postAs(page, `/api/v1/orders/${cancelled}/cancel`, v));
  await probe.visit(`/my-page/order/${cancelled}`);

  // Shipped with the carrier an operator typed: it is on the order page and in the member's notifications,
  // the four shipping notices the newest.
  for (const status of ['paid', 'preparing']) {
    for (const { odId } of orders) {
      expect((await postAs(ops, `/api/admin/orders/${odId}/status`, { status })).status()).toBe(200);
    }
  }
  const carried: Shown[] = [];
  for (const [j, { odId }] of orders.entries()) {
    const carrier: Field = { path: 'carrier', value: nth(carriers, j + 8), plain: 'CJ대한통운' };
    const { values } = await store(probe, { carrier }, (v) =>
      postAs(ops, `/api/admin/orders/${odId}/status`, {
        status: 'shipping',
        carrier: v.carrier,
        tracking_number: '612345678901',
      }),
    );
    carried.push({ path: carrier.path, text: values.carrier as string });
  }
  await probe.visit('/my-page/notification', carried);
  const first = orders[0] as (typeof orders)[number];
  await probe.visit(`/my-page/order/${first.odId}`, [...first.shown, carried[0] as Shown]);
  await language(page, 'en');
  await probe.visit(`/my-page/order/${first.odId}`, [...first.shown, carried[0] as Shown]);
  await language(page, 'kr');
  await probe.visit('/my-page/order');

  const list = await (await page.request.get('/api/v1/orders?per_page=50')).json();
  expect(list.total, 'a refused order is not stored').toBe(orders.length + 1);
  probe.report(['recipient name', 'delivery address', 'delivery memo', 'depositor name', 'carrier']);
  await ops.context().close();
});

test('review text is shown as text on the product page, the review board and the member’s reviews', async ({
  page,
  probe,
  browser,
}) => {
  await loginFreshMember(page, 'xr');
  const ops = await operator(browser);
  const bodies = pack(longCorpus('r'), 700);
  const products = await simpleProducts(page, bodies.length, 3);
  // One order of every product, delivered: each may be reviewed once.
  const lines = [];
  for (const p of products) lines.push(await addLine(page, p.it_id));
  const odId = await plainOrder(page, lines);
  for (const body of [
    { status: 'paid' },
    { status: 'preparing' },
    { status: 'shipping', carrier: 'CJ대한통운', tracking_number: '612345678901' },
    { status: 'delivered' },
  ]) {
    expect((await postAs(ops, `/api/admin/orders/${odId}/status`, body)).status()).toBe(200);
  }
  await ops.context().close();

  const path = 'review text';
  const reviews: { itId: number; name: string; text: string }[] = [];
  for (const [i, p] of products.entries()) {
    const fields = {
      body: { path, value: bodies[i] as string, plain: '향이 은은하게 오래 가요. 포장도 꼼꼼했습니다.' },
    };
    const { values } = await store(probe, fields, (v) =>
      send(page, 'POST', '/api/v1/reviews', { multipart: { it_id: String(p.it_id), rating: '5', body: v.body ?? '' } }),
    );
    reviews.push({ itId: p.it_id, name: p.it_name, text: values.body as string });
  }
  const mine = await (await page.request.get('/api/v1/my-reviews')).json();
  expect(mine.total, 'a refused review is not stored').toBe(products.length);

  const shown = reviews.map((r) => ({ path, text: r.text }));
  const first = reviews[0] as (typeof reviews)[number];
  await probe.visit(`/shop/product/${first.itId}#reviews`, [{ path, text: first.text }]);
  await probe.visit('/customer/product-review', shown);
  await probe.visit('/my-page/product-review', shown);
  // The edit form is drawn in the browser from the page's data.
  await page.getByRole('button', { name: `수정 ${first.name}` }).click();
  await expect(page.getByRole('form', { name: '후기 수정' })).toBeVisible();
  await probe.check('the review edit form', [{ path, text: first.text }]);
  await language(page, 'en');
  await probe.visit(`/shop/product/${first.itId}#reviews`, [{ path, text: first.text }]);
  probe.report([path]);
});

test('product questions and their answers are shown as text wherever questions are listed', async ({
  page,
  probe,
  browser,
}) => {
  await loginFreshMember(page, 'xq');
  const ops = await operator(browser);
  const [product] = await simpleProducts(page, 1, 6);
  const itId = product?.it_id as number;
  // As many as one page of the product's questions shows.
  const titles = pack(longCorpus('q'), 100).slice(0, 10);
  const bodies = pack(longCorpus('u'), 400);
  const paths = { title: 'question title', body: 'question text', answer: 'answer' };
  const asked: Record<string, string>[] = [];
  for (let k = 0; k < titles.length; k++) {
    const fields: Record<string, Field> = {
      title: { path: paths.title, value: titles[k] as string, plain: '선물 포장 문의' },
      body: { path: paths.body, value: nth(bodies, k), plain: '선물 포장이 되나요?' },
    };
    const { response, values } = await store(probe, fields, (v) =>
      postAs(page, '/api/v1/product-inquiries', { it_id: itId, ...v, is_secret: k === 1 }),
    );
    asked.push({ ...values, id: String((await response.json()).data.id) });
  }
  const mine = await (await page.request.get('/api/v1/my-product-inquiries?per_page=100')).json();
  expect(mine.total, 'a refused question is not stored').toBe(titles.length);

  const answer: Field = { path: paths.answer, value: pack(longCorpus('w'), 4000)[0] as string, plain: '가능합니다.' };
  const answered = asked.at(-1) as Record<string, string>;
  const { values: reply } = await store(probe, { answer }, (v) =>
    send(ops, 'PUT', `/api/admin/product-inquiries/${answered.id}/answer`, { data: v }),
  );
  await ops.context().close();

  const shown = [
    ...asked.flatMap((q) => [
      { path: paths.title, text: q.title as string },
      { path: paths.body, text: q.body as string },
    ]),
    { path: paths.answer, text: reply.answer as string },
  ];
  await probe.visit(`/shop/product/${itId}#qna`, shown);
  await probe.visit('/customer/product-inquiry', shown);
  await probe.visit('/my-page/product-inquiry', shown);
  await language(page, 'en');
  await probe.visit(`/shop/product/${itId}#qna`, shown);
  probe.report(Object.values(paths));
});

test('wholesale and dealer applications, as sent, edited and answered, are shown as text on their pages', async ({
  page,
  probe,
  browser,
}) => {
  await loginFreshMember(page, 'xp');
  const ops = await operator(browser);
  for (const [kind, code] of [
    ['wholesale', 'W'],
    ['dealer', 'D'],
  ] as const) {
    const path = `${kind} application`;
    const api = `/api/v1/${kind}-applications`;
    const short = shortCorpus(code);
    const company = pack(longCorpus(code), 100);
    const address = pack(longCorpus(code), 200);
    const message = pack(longCorpus(code), 2000);
    const plain = kind === 'wholesale' ? WHOLESALE_FORM : { ...WHOLESALE_FORM, business_number: '124-81-00998' };
    const kindFields =
      kind === 'wholesale'
        ? {
            business_type: 'workshop',
            interest_products: ['wax', 'fragrance'],
            monthly_volume: '1m_3m',
          }
        : { region: 'busan', has_store: 'yes' };
    let id = '';
    for (const [round, method] of (['POST', 'PUT'] as const).entries()) {
      const fields: Record<string, Field> = {
        company_name: { path, value: nth(company, round), plain: plain.company_name },
        representative_name: { path, value: nth(short, 2 * round), plain: plain.representative_name },
        contact_name: { path, value: nth(short, 2 * round + 1), plain: plain.contact_name },
        message: { path, value: nth(message, round), plain: plain.message },
        ...(kind === 'wholesale'
          ? { business_address: { path, value: nth(address, round), plain: plain.business_address } }
          : {
              store_address: { path, value: nth(address, round), plain: '부산광역시 해운대구 해운대로 100' },
              experience: { path, value: nth(pack(longCorpus(code), 1000), round), plain: '생활 소품 매장 5년 운영' },
            }),
      };
      const { response, values } = await store(probe, fields, (v) =>
        send(page, method, method === 'POST' ? api : `${api}/${id}`, {
          data: {
            business_number: plain.business_number,
            mobile: plain.mobile,
            email: plain.email,
            agree_privacy: true,
            ...kindFields,
            ...v,
          },
        }),
      );
      id = String((await response.json()).data.id);
      const shown = Object.values(values).map((text) => ({ path, text }));
      const base = `/customer/${kind}-apply`;
      if (method === 'POST') {
        await probe.visit(base, [{ path, text: values.company_name as string }]);
        await probe.visit(`${base}/${id}/edit`, shown);
      } else {
        const note: Field = {
          path: 'application note',
          value: nth(pack(longCorpus('n'), 1000), 0),
          plain: '검토합니다.',
        };
        const answered = await store(probe, { note }, (v) =>
          send(ops, 'PUT', `/api/admin/partner-applications/${id}/status`, { data: { status: 'reviewing', ...v } }),
        );
        shown.push({ path: note.path, text: answered.values.note as string });
      }
      await probe.visit(`${base}/${id}/show`, shown);
      if (method === 'PUT' && kind === 'wholesale') {
        await language(page, 'en');
        await probe.visit(`${base}/${id}/show`, shown);
        await language(page, 'kr');
      }
    }
    const list = await (await page.request.get(api)).json();
    expect(list.total, 'a refused application is not stored').toBe(1);
  }
  await ops.context().close();
  probe.report(['wholesale application', 'dealer application', 'application note']);
});

test('1:1 inquiries, their answers and bulk requests are shown as text on the member’s pages and the look-up', async ({
  page,
  probe,
  browser,
}) => {
  await loginFreshMember(page, 'xi');
  const ops = await operator(browser);
  const paths = {
    title: 'inquiry title',
    body: 'inquiry text',
    answer: 'inquiry answer',
    name: 'bulk request name',
    item: 'bulk request product',
    message: 'bulk request message',
  };
  const titles = pack(longCorpus('I'), 100).slice(0, 6);
  const bodies = pack(longCorpus('J'), 2000);
  const asked: Record<string, string>[] = [];
  for (let k = 0; k < titles.length; k++) {
    const fields: Record<string, Field> = {
      title: { path: paths.title, value: titles[k] as string, plain: '배송 문의' },
      body: { path: paths.body, value: nth(bodies, k), plain: '언제 출고되나요?' },
    };
    const { response, values } = await store(probe, fields, (v) =>
      postAs(page, '/api/v1/inquiries', { category: 'etc', ...v }),
    );
    asked.push({ ...values, id: String((await response.json()).data.id) });
  }
  const answered = asked.at(-1) as Record<string, string>;
  const answer: Field = {
    path: paths.answer,
    value: pack(longCorpus('K'), 4000)[0] as string,
    plain: '내일 출고됩니다.',
  };
  const { values: reply } = await store(probe, { answer }, (v) =>
    send(ops, 'POST', `/api/admin/inquiries/${answered.id}/answer`, { data: v }),
  );

  const request: Record<string, Field> = {
    name: { path: paths.name, value: nth(shortCorpus('L'), 1), plain: '모아공방' },
    'items.0.name': { path: paths.item, value: pack(longCorpus('M'), 100)[0] as string, plain: '소이왁스' },
    message: { path: paths.message, value: pack(longCorpus('N'), 2000)[0] as string, plain: '단가 문의' },
  };
  const contact = { mobile: '010-7777-8888', email: 'xss@example.com', privacy_agreed: true };
  const { response: sent, values: bulk } = await store(probe, request, (v) =>
    postAs(page, '/api/v1/bulk-requests', {
      ...contact,
      name: v.name,
      message: v.message,
      items: [{ name: v['items.0.name'], quantity: 3 }],
    }),
  );
  const { data: bulkPost, receipt_no } = await sent.json();
  await send(ops, 'POST', `/api/admin/inquiries/${bulkPost.id}/answer`, { data: { answer: reply.answer } });
  await ops.context().close();

  const list = asked.map((q) => ({ path: paths.title, text: q.title as string }));
  await probe.visit('/my-page/inquiry', list);
  for (const q of asked) {
    const shown = [
      { path: paths.title, text: q.title as string },
      { path: paths.body, text: q.body as string },
      ...(q === answered ? [{ path: paths.answer, text: reply.answer as string }] : []),
    ];
    await probe.visit(`/my-page/inquiry/${q.id}/show`, shown);
    // The edit form holds the stored text as its fields' values.
    if (q !== answered) await probe.visit(`/my-page/inquiry/${q.id}`, shown);
  }
  const bulkShown = [
    { path: paths.name, text: bulk.name as string },
    { path: paths.item, text: bulk['items.0.name'] as string },
    { path: paths.message, text: bulk.message as string },
    { path: paths.answer, text: reply.answer as string },
  ];
  await probe.visit(`/my-page/inquiry/${bulkPost.id}/show`, bulkShown);
  // The look-up draws what it reads back in the browser.
  await language(page, 'en');
  await probe.visit('/customer/bulk-request');
  await page.getByRole('textbox', { name: /Receipt number/ }).fill(receipt_no);
  await page.getByRole('textbox', { name: /Mobile number or e-mail/ }).fill(contact.email);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('article')).toBeVisible();
  await probe.check('the bulk request look-up', bulkShown);
  probe.report(Object.values(paths));
});

test('a visitor’s order is shown as text on its confirmation and on the order look-up', async ({ page, probe }) => {
  const [product] = await simpleProducts(page, 1, 9);
  const line = await addLine(page, product?.it_id as number);
  const path = 'visitor order';
  const addresses = pack(longCorpus('k'), 200);
  const short = shortCorpus('k');
  const { odId, values } = await placeOrder(
    probe,
    page,
    [line],
    { orderer: path, recipient: path, address1: path, address2: path, memo: path, depositor: path },
    {
      orderer: nth(short, 0),
      recipient: nth(short, 1),
      address1: nth(addresses, 0),
      address2: nth(addresses, 1),
      memo: nth(addresses, 2),
      depositor: nth(short, 2),
    },
    'order-password-1',
  );
  // The orderer's name goes to the shop's mail only.
  const shown = Object.entries(values)
    .filter(([k]) => k !== 'orderer.name')
    .map(([, text]) => ({ path, text }));
  await probe.visit(`/shop/order/${odId}/confirm`, shown);
  // The order page's address may carry the code of a payment that failed: the shop says what it means
  // in its own words, and shows no other text from the address (anyone may write a link).
  const message = pack(longCorpus('m'), 300);
  const lookUp = (m: string) => `/shop/my_order_view?${new URLSearchParams({ od_id: odId, errorMessage: m })}`;
  await probe.visit(lookUp(nth(message, 0)), shown, { absent: [nth(message, 0)] });
  await language(page, 'en');
  await probe.visit(lookUp(nth(message, 1)), shown, { absent: [nth(message, 1)] });
  probe.report([path]);
});

test('text echoed from the address (search words, questions, error codes, where to go after login) never runs', async ({
  page,
  probe,
  baseURL,
}) => {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  // A payment's failure is told by its code, in the shop's words.
  const [code, failure] = pack(longCorpus('p'), 200) as [string, string];
  const failed = q({ fail: '1', code, message: failure, orderId: '2026010112000000' });
  await probe.visit(`/shop/payment_confirm?${failed}`, [], { absent: [code, failure] });
  // The payloads for the contexts a keyword is written in: the title, a heading, a field, a sentence.
  const keywords = pack(longCorpus('s').slice(0, 13), 100).slice(0, 4);
  for (const k of keywords)
    await probe.visit(`/shop/search?${q({ keyword: k })}`, [{ path: 'search keyword', text: k }]);
  const question = pack(longCorpus('x'), 200);
  await probe.visit(`/ai-search?${q({ q: nth(question, 0) })}`, [
    { path: 'AI search question', text: nth(question, 0) },
  ]);
  await probe.visit(`/customer/faq?${q({ category: nth(pack(longCorpus('y'), 100), 0) })}`);
  await language(page, 'en');
  await probe.visit(`/shop/search?${q({ keyword: nth(keywords, 1) })}`, [
    { path: 'search keyword', text: nth(keywords, 1) },
  ]);
  await probe.visit(`/ai-search?${q({ q: nth(question, 1) })}`, [
    { path: 'AI search question', text: nth(question, 1) },
  ]);
  await language(page, 'kr');

  const id = freshId('xl');
  await registerMember(page, id, PASSWORD);
  await probe.visit(`/login?${q({ redirect: "javascript:window.__xss('z')" })}`);
  await page.getByRole('dialog', { name: '로그인이 필요합니다.' }).getByRole('button', { name: '확인' }).click();
  await page.getByLabel('아이디').fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(`${baseURL}/my-page`);
  await probe.check('the page after logging in');
  probe.report(['search keyword', 'AI search question'], { echoed: true });
});

test('saved addresses are shown as text in the address book and on the order form', async ({ page, probe }) => {
  await loginFreshMember(page, 'xa');
  const names = shortCorpus('o');
  const lines = pack(longCorpus('v'), 200);
  const paths = { label: 'address name', recipient: 'address recipient', address: 'saved address' };
  const saved: Record<string, string>[] = [];
  for (let i = 0; i < Math.min(20, Math.max(names.length, lines.length)); i++) {
    const fields: Record<string, Field> = {
      label: { path: paths.label, value: nth(names, i), plain: '집' },
      recipient_name: { path: paths.recipient, value: nth(names, i + 1), plain: '김수령' },
      address1: { path: paths.address, value: nth(lines, i), plain: '서울 성동구 성수이로 123' },
      address2: { path: paths.address, value: nth(lines, i + 1), plain: '2층' },
    };
    const { values } = await store(probe, fields, (v) =>
      postAs(page, '/api/v1/my-addresses', { recipient_mobile: '010-2345-6789', zonecode: '04782', ...v }),
    );
    saved.push(values);
  }
  const shown = (a: Record<string, string>): Shown[] => [
    { path: paths.label, text: a.label as string },
    { path: paths.recipient, text: a.recipient_name as string },
    { path: paths.address, text: a.address1 as string },
    { path: paths.address, text: a.address2 as string },
  ];
  await probe.visit('/my-page/address', saved.flatMap(shown));
  // The order form fills in the default (the first saved) and lists every saved address by name and street.
  await addLine(page, ((await simpleProducts(page, 1))[0] as { it_id: number }).it_id);
  const [home] = saved as [Record<string, string>];
  await probe.visit('/shop/order-form', [
    ...shown(home),
    ...saved.map((a) => ({ path: paths.address, text: a.address1 as string })),
  ]);
  probe.report(Object.values(paths));
});

test("a visitor's application is shown as text on the page its receipt number opens", async ({ page, probe }) => {
  const path = "visitor's application";
  const short = shortCorpus('V');
  const fields: Record<string, Field> = {
    company_name: { path, value: nth(pack(longCorpus('V'), 100), 0), plain: WHOLESALE_FORM.company_name },
    representative_name: { path, value: nth(short, 0), plain: WHOLESALE_FORM.representative_name },
    contact_name: { path, value: nth(short, 1), plain: WHOLESALE_FORM.contact_name },
    business_address: { path, value: nth(pack(longCorpus('V'), 200), 1), plain: WHOLESALE_FORM.business_address },
    message: { path, value: nth(pack(longCorpus('V'), 2000), 0), plain: WHOLESALE_FORM.message },
  };
  const { response, values } = await store(probe, fields, (v) =>
    postAs(page, '/api/v1/wholesale-applications/visitor', { ...WHOLESALE_FORM, ...v }),
  );
  const receipt = (await response.json()).data.receipt_no as string;
  const shown = Object.values(values).map((text) => ({ path, text }));
  await probe.visit(`/customer/wholesale-apply/receipt/${receipt}`, shown);
  await language(page, 'en');
  await probe.visit(`/customer/wholesale-apply/receipt/${receipt}`, shown);
  probe.report([path]);
});

test('the titles an operator gives notices, FAQ entries and documents are shown as text, and their bodies run nothing', async ({
  page,
  probe,
}) => {
  await loginAs(page, 'admin', 'admin-test-pass-1');
  // Dated long ago, so that they sit at the end of the lists other tests read.
  const old = '2020-01-03T10:00';
  const body = pack(longCorpus('B'), 5000)[0] as string;
  const paths = { notice: 'notice title', faq: 'FAQ question', doc: 'document title' };

  const notice = await store(
    probe,
    { title: { path: paths.notice, value: nth(pack(longCorpus('N'), 200), 0), plain: '공지' } },
    (v) => postAs(page, '/api/v1/notice', { ...v, body, published_at: old }),
  );
  const noticeId = (await notice.response.json()).data.id as number;
  const faq = await store(
    probe,
    { title: { path: paths.faq, value: nth(pack(longCorpus('F'), 200), 0), plain: '질문' } },
    (v) => postAs(page, '/api/v1/faq', { ...v, category: '기타', category_en: 'Other', body, published_at: old }),
  );
  const faqId = (await faq.response.json()).data.id as number;
  const doc = await store(
    probe,
    { title: { path: paths.doc, value: nth(pack(longCorpus('X'), 200), 0), plain: '자료' } },
    (v) => postAs(page, '/api/v1/documents', { ...v, category: 'catalog', body, published_at: old }),
  );
  const docId = (await doc.response.json()).data.id as number;

  const noticeShown = [{ path: paths.notice, text: notice.values.title as string }];
  await probe.visit(`/customer/notice/${noticeId}`, noticeShown);
  await probe.visit(`/customer/notice/${noticeId}/edit`, noticeShown);
  await probe.visit(`/customer/faq#faq-${faqId}`, [{ path: paths.faq, text: faq.values.title as string }]);
  const docShown = [{ path: paths.doc, text: doc.values.title as string }];
  await probe.visit(`/customer/document-board/${docId}`, docShown);
  await probe.visit(`/customer/document-board/${docId}/edit`, docShown);
  await language(page, 'en');
  await probe.visit(`/customer/notice/${noticeId}`, noticeShown);
  // Leave the shared lists as they were for the other browser tests.
  const xsrf = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  for (const url of [`/api/v1/notice/${noticeId}`, `/api/v1/documents/${docId}`, `/api/v1/faq/${faqId}`])
    expect((await page.request.delete(url, { headers: { 'X-XSRF-TOKEN': xsrf } })).status()).toBe(200);
  probe.report(Object.values(paths));
});

test('signature-scent requests and the shop’s notes on them are shown as text on the member’s custom orders', async ({
  page,
  probe,
  browser,
}) => {
  await loginFreshMember(page, 'xc');
  const ops = await operator(browser);
  const paths = {
    company: 'request company',
    words: 'request scent words',
    message: 'request message',
    note: 'shop note',
  };
  const companies = pack(longCorpus('c'), 60).slice(0, 3);
  const words = pack(longCorpus('s'), 200);
  const messages = pack(longCorpus('m'), 2000);
  const sent: Record<string, string>[] = [];
  for (let k = 0; k < companies.length; k++) {
    const fields: Record<string, Field> = {
      company: { path: paths.company, value: companies[k] as string, plain: '카페 오월' },
      scent_words: { path: paths.words, value: nth(words, k), plain: '따뜻한 우디' },
      message: { path: paths.message, value: nth(messages, k), plain: '매장용 디퓨저를 원해요.' },
    };
    const { response, values } = await store(probe, fields, (v) =>
      postAs(page, '/api/v1/custom-fragrance/requests', {
        space_type: 'cafe',
        quantity: 40,
        contact_name: '김오월',
        mobile: '010-1234-5678',
        email: 'owol@example.com',
        privacy_agreed: true,
        ...v,
      }),
    );
    sent.push({ ...values, id: String((await response.json()).data.id) });
  }
  const noted = sent.at(-1) as Record<string, string>;
  const note: Field = {
    path: paths.note,
    value: pack(longCorpus('n'), 500)[0] as string,
    plain: '상담 일정을 잡았습니다.',
  };
  const { values: moved } = await store(probe, { note }, (v) =>
    send(ops, 'POST', `/api/admin/custom-fragrance/${noted.id}/status`, { data: { status: 'consulting', ...v } }),
  );
  await ops.context().close();

  const listed = sent.map((r) => ({ path: paths.company, text: r.company as string }));
  await probe.visit('/my-page/custom-fragrance', listed);
  for (const r of sent) {
    const shown = [
      { path: paths.company, text: r.company as string },
      { path: paths.words, text: r.scent_words as string },
      { path: paths.message, text: r.message as string },
      ...(r === noted ? [{ path: paths.note, text: moved.note as string }] : []),
    ];
    await probe.visit(`/my-page/custom-fragrance/${r.id}/show`, shown);
  }
  probe.report(Object.values(paths));
});

/** A candle the studio accepts, from the shop's own materials: four notes, a dye, a jar and a lid. */
async function studioCandle(page: Page): Promise<Record<string, unknown>> {
  type M = {
    id: number;
    available: boolean;
    fits?: string[];
    volume_ml?: number | null;
    max_percent?: number | null;
    kind?: string;
  };
  const res = await page.request.get('/api/v1/studio/materials?type=candle');
  expect(res.status()).toBe(200);
  const cat = (await res.json()).data as {
    types: { type: string; bases: { id: number; available: boolean; safety_no: string | null }[] }[];
    oils: M[];
    colours: M[];
    vessels: M[];
    lids: M[];
  };
  const base = cat.types.find((t) => t.type === 'candle')?.bases.find((b) => b.available && b.safety_no);
  const oils = cat.oils.filter((o) => o.available && (o.max_percent ?? 100) >= 10).slice(0, 4);
  const first = (list: M[], ok: (m: M) => boolean) => list.find((m) => m.available && ok(m))?.id;
  return {
    type: 'candle',
    size_ml: 200,
    base_id: base?.id,
    load_percent: 8,
    notes: oils.map((o, i) => ({
      material_id: o.id,
      role: ['top', 'middle', 'middle', 'base'][i],
      share: [30, 30, 20, 20][i],
    })),
    colours: [{ material_id: first(cat.colours, (m) => m.kind === 'dye'), drops: 4 }],
    vessel_id: first(cat.vessels, (v) => Boolean(v.fits?.includes('candle')) && (v.volume_ml ?? 0) >= 200),
    lid_id: first(cat.lids, (v) => Boolean(v.fits?.includes('candle'))),
  };
}

test('formula names and label text from the studio are shown as text on the member’s formulas and the studio order page', async ({
  page,
  probe,
}) => {
  await loginFreshMember(page, 'xf');
  const composition = await studioCandle(page);
  const paths = { name: 'formula name', ko: 'label text (Korean)', en: 'label text (English)' };
  const names = pack(longCorpus('f'), 40).slice(0, 4);
  const labelsKo = pack(shortCorpus('k'), 20);
  const labelsEn = pack(shortCorpus('e'), 30);
  const saved: Record<string, string>[] = [];
  for (let k = 0; k < names.length; k++) {
    const fields: Record<string, Field> = {
      name: { path: paths.name, value: names[k] as string, plain: '거실 캔들' },
      'composition.label.text_ko': { path: paths.ko, value: nth(labelsKo, k), plain: '우리집 향' },
      'composition.label.text_en': { path: paths.en, value: nth(labelsEn, k), plain: 'Our Home' },
    };
    const { response, values } = await store(probe, fields, (v) =>
      postAs(page, '/api/v1/formulas', {
        name: v.name,
        composition: {
          ...composition,
          label: {
            text_ko: v['composition.label.text_ko'],
            text_en: v['composition.label.text_en'],
            font: 'gothic',
            colour: '#333333',
          },
        },
      }),
    );
    saved.push({ ...values, id: String((await response.json()).data.id) });
  }
  const named = saved.map((f) => ({ path: paths.name, text: f.name as string }));
  await probe.visit('/my-page/formula', named);
  await probe.visit('/custom/studio-order', named);
  for (const f of saved) {
    await probe.visit(`/my-page/formula/${f.id}/show`, [
      { path: paths.name, text: f.name as string },
      { path: paths.ko, text: f['composition.label.text_ko'] as string },
      { path: paths.en, text: f['composition.label.text_en'] as string },
    ]);
  }
  probe.report(Object.values(paths));
});
