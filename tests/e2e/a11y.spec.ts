import type { Page } from '@playwright/test';
import { DEALER_FORM, WHOLESALE_FORM } from '../support/partner-applications';
import { ADMIN, DEMO } from '../support/shop-browser';
import { axeOn, expectNoSeriousViolations } from './axe';
import { expect, loginAs, loginFreshMember, postAs, test } from './fixtures';

/** A member's page: a fresh member logs in (and applies, for one application's pages) before the check. */
function memberPage(kind: 'wholesale' | 'dealer', view?: 'show' | 'edit') {
  return async (page: Page): Promise<string> => {
    await loginFreshMember(page, 'a');
    if (!view) return `/customer/${kind}-apply`;
    const res = await postAs(page, `/api/v1/${kind}-applications`, kind === 'wholesale' ? WHOLESALE_FORM : DEALER_FORM);
    expect(res.status()).toBe(201);
    return `/customer/${kind}-apply/${(await res.json()).data.id}/${view}`;
  };
}

/** A page of the demo member's account area, whose coupons, points and addresses are seeded. */
function demoPage(path: string) {
  return async (page: Page): Promise<string> => {
    await loginAs(page, DEMO.id, DEMO.password);
    return path;
  };
}

/** A fresh member's 1:1 inquiry pages: the list, the new-inquiry form, and one unanswered inquiry's view and edit. */
function inquiryPage(view?: 'create' | 'show' | 'edit') {
  return async (page: Page): Promise<string> => {
    await loginFreshMember(page, 'q');
    if (!view) return '/my-page/inquiry';
    if (view === 'create') return '/my-page/inquiry/create';
    const body = { category: 'product', title: '향 지속 시간', body: '캔들 한 개를 몇 시간 태울 수 있나요?' };
    const res = await postAs(page, '/api/v1/inquiries', body);
    expect(res.status()).toBe(201);
    const { id } = (await res.json()).data;
    return view === 'show' ? `/my-page/inquiry/${id}/show` : `/my-page/inquiry/${id}`;
  };
}

/** A page for a fresh member, or for the administrator. */
const asMember = (path: string) => async (page: Page) => {
  await loginFreshMember(page, 'a');
  return path;
};
const asAdmin = (path: string) => async (page: Page) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  return path;
};

/** A visitor's wholesale application, opened in the browser that sent it. */
async function visitorApplication(page: Page): Promise<string> {
  const res = await postAs(page, '/api/v1/wholesale-applications/visitor', WHOLESALE_FORM);
  expect(res.status()).toBe(201);
  return `/customer/wholesale-apply/receipt/${(await res.json()).data.receipt_no}`;
}

/** Pages checked at both widths: the shell in each of its states (visitor, member, a list, a product, an error). */
const SHELL_PAGES = new Set(['home', 'a category page', 'a product page', 'the not-found page', 'the coupon page']);

for (const [name, path] of [
  ['home', '/'],
  ['the 1:1 inquiry list', inquiryPage()],
  ['the new 1:1 inquiry form', inquiryPage('create')],
  ['a 1:1 inquiry', inquiryPage('show')],
  ['the 1:1 inquiry edit page', inquiryPage('edit')],
  ['the bulk request page', '/customer/bulk-request'],
  ['the class inquiry page', '/customer/class-inquiry'],
  ['a category page', '/shop/category/3'],
  ['a notice page', '/customer/notice/3'],
  ['a product page', '/shop/product/10'],
  ['the best-seller page', '/shop/best-seller'],
  ['the not-found page', '/no/such/page'],
  ['the customer center', '/customer/center'],
  ['a DIY guide', '/contents/diy/1'],
  ['a promotion', '/contents/promotion/8'],
  ['the privacy page', '/contents/privacy'],
  ['the FAQ', '/customer/faq'],
  ['the shipment cost page', '/customer/shipment-cost'],
  ['the TSSA page', '/tssa'],
  ['the TSSA classes', '/tssa/class-product'],
  ['the TSSA books', '/tssa/books'],
  ['the wholesale application page', memberPage('wholesale')],
  ['a wholesale application', memberPage('wholesale', 'show')],
  ['the wholesale application edit page', memberPage('wholesale', 'edit')],
  ['the dealer application page', memberPage('dealer')],
  ['a dealer application', memberPage('dealer', 'show')],
  ['the dealer application edit page', memberPage('dealer', 'edit')],
  ['the coupon page', demoPage('/my-page/coupon')],
  ['the used coupons', demoPage('/my-page/coupon?tab=used')],
  ['the points page', demoPage('/my-page/point?period=all')],
  ['the address book', demoPage('/my-page/address')],
  ['the wholesale application page for a visitor', '/customer/wholesale-apply'],
  ['the application look-up page', '/customer/dealer-apply/lookup'],
  ["a visitor's application", visitorApplication],
  ['the document board', '/customer/document-board'],
  ['a document', asMember('/customer/document-board/3')],
  ['the notice editor', asAdmin('/customer/notice/1/edit')],
  ['the new TSSA notice editor', asAdmin('/tssa/notice/create')],
  ['the new FAQ entry editor', asAdmin('/customer/faq/create')],
  ['the document editor', asAdmin('/customer/document-board/3/edit')],
  ['the signature scent service page with its request form', asMember('/custom/fragrance_service')],
] as const) {
  // The shell (header, menus, side bar, footer) differs between the widths and is checked at both on the
  // pages that carry most of it; every other page's own content is the same markup at either width and
  // is checked once, at the narrowest (390), where text wraps and controls crowd.
  const widths = SHELL_PAGES.has(name) ? '' : ' @mobile';
  test(`${name} has no serious or critical accessibility violations${widths}`, async ({ page }) => {
    await page.goto(typeof path === 'string' ? path : await path(page));
    // A page checked once is checked in its main content: its shell is the shell pages' own, checked
    // there at both widths.
    await expectNoSeriousViolations(page, { within: SHELL_PAGES.has(name) ? [] : ['main'] });
  });
}

// Lighthouse's accessibility score counts axe's best-practice `heading-order` too: a list's card names
// (h3) need a heading above them, seen or not.
test('headings go down one level at a time on the home, listing, search and product pages', async ({ page }) => {
  // Six pages loaded and checked in one test: more than 30 s on a busy 2-core machine.
  test.slow();
  for (const path of [
    '/',
    '/shop/category/3',
    '/shop/best-seller',
    '/shop/new-item',
    '/shop/search?keyword=캔들',
    '/shop/product/10',
  ]) {
    await page.goto(path);
    const results = await axeOn(page).withRules(['heading-order']).analyze();
    expect(
      results.violations.flatMap((v) => v.nodes.map((n) => `${path}: ${n.target.join(' ')}`)),
      path,
    ).toEqual([]);
  }
});
