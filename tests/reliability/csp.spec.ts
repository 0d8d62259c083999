import type { Page } from '@playwright/test';
import { addToCart, expect, loginFreshMember, test } from '../e2e/fixtures';

/** The directives of a Content-Security-Policy header, by name, each with its sources. */
function directives(header: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources);
  }
  return map;
}

const nonceOf = (header: string | undefined) => /'nonce-([^']+)'/.exec(header ?? '')?.[1];

/**
 * What a page's answer lacks: a policy that allows scripts only by nonce or hash (so that markup
 * injected into a page cannot run), and a Permissions-Policy.
 */
function headerProblems(headers: Record<string, string>): string[] {
  const csp = headers['content-security-policy'];
  const problems: string[] = [];
  if (!csp) problems.push('no Content-Security-Policy');
  const policy = directives(csp ?? '');
  for (const name of ['script-src', 'script-src-elem']) {
    const sources = policy.get(name) ?? (name === 'script-src' ? policy.get('default-src') : undefined);
    if (!sources && name === 'script-src-elem') continue;
    const scripts = (sources ?? []).join(' ');
    if (!/'(nonce-|sha(256|384|512)-)/.test(scripts)) problems.push(`${name} allows no script by nonce or hash`);
    if (scripts.includes("'unsafe-inline'")) problems.push(`${name} has 'unsafe-inline'`);
  }
  if (!headers['permissions-policy']) problems.push('no Permissions-Policy');
  return problems;
}

async function open(page: Page, url: string, label: string, { status = 200, kept = false } = {}): Promise<void> {
  const response = await page.goto(url);
  expect.soft(response?.status(), `${label}: ${url} answers ${status}`).toBe(status);
  expect.soft(headerProblems((await response?.allHeaders()) ?? {}), `${label} (${url})`).toEqual([]);
  // Islands and late scripts start within the next frames; a violation of theirs is counted too.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (kept) {
    // A visitor's public page is kept in memory and sent again before the shop renders anything.
    const again = await page.request.get(url);
    expect.soft(headerProblems(again.headers()), `${label} (${url}) sent again from memory`).toEqual([]);
  }
}

test('every type of page is sent with a script policy of nonces or hashes and a Permissions-Policy, and breaks neither', async ({
  page,
  policyViolations,
}) => {
  const products = await (await page.request.get('/api/v1/products?in_stock=1&sort=price_asc&per_page=40')).json();
  const product = products.data[0] as { it_id: number };

  // A nonce is only worth anything if no page that is kept and sent again gives it away.
  const first = nonceOf((await page.request.get('/')).headers()['content-security-policy']);
  const second = nonceOf((await page.request.get('/')).headers()['content-security-policy']);
  if (first || second) expect.soft(first, 'the home page is sent with a new nonce each time').not.toBe(second);

  await open(page, '/', 'home', { kept: true });
  await open(page, '/shop/category/3', 'category', { kept: true });
  await open(page, `/shop/product/${product.it_id}`, 'product', { kept: true });
  await open(page, `/shop/search?${new URLSearchParams({ keyword: '캔들' })}`, 'search', { kept: true });
  await open(page, `/ai-search?${new URLSearchParams({ q: '은은한 라벤더 디퓨저' })}`, 'AI search');
  await open(page, '/login', 'login');
  await open(page, '/register', 'register');
  await open(page, '/contents/company', 'content page');
  await open(page, '/contents/diy', 'DIY guides');
  const guide = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  await open(page, (await guide.getAttribute('href')) ?? '', 'DIY guide');
  await open(page, '/contents/privacy', 'policy page');
  await open(page, '/tssa', 'TSSA');
  await open(page, '/customer/center', 'customer center');
  await open(page, '/customer/notice', 'notices');
  await open(page, '/customer/notice/1', 'notice');
  await open(page, '/customer/faq', 'FAQ');
  await open(page, '/no-such-page', '404', { status: 404 });

  const line = await addToCart(page, product.it_id);
  await open(page, '/shop/cart', 'cart');
  await open(page, `/shop/order-form?lines=${line}`, 'order form');
  await loginFreshMember(page, 'csp');
  await open(page, '/my-page', 'my-page');

  expect(policyViolations, 'Content-Security-Policy violations').toEqual([]);
});
