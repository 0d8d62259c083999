import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { addToCart, expect, postAs, test } from './fixtures';

type Card = { it_id: number; it_name: string; default_price: { value: number | null; model: { op_qty: number } } };

/** Products without options, on sale, with room in stock: the ones a card adds straight to the cart. */
async function plainProducts(request: APIRequestContext, count: number): Promise<Card[]> {
  const list = (await (await request.get('/api/v1/products?in_stock=1&per_page=40')).json()) as { data: Card[] };
  const found: Card[] = [];
  for (const card of list.data) {
    if (!card.default_price.value || card.default_price.model.op_qty < 5) continue;
    const detail = (await (await request.get(`/api/v1/products/${card.it_id}`)).json()) as { options: unknown[] };
    if (detail.options.length === 0) found.push(card);
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

/** Puts products in this browser's (visitor) cart through the API, as the page scripts would. */
async function fillCart(page: Page, products: Card[]): Promise<void> {
  await page.goto('/');
  for (const p of products) await addToCart(page, p.it_id);
}

type Option = { io_id: number; name: string; stock: number; sold_out: boolean; price: number | null };

/** A product whose page asks for an option, with two options in stock. */
async function productWithOptions(
  request: APIRequestContext,
): Promise<{ it_id: number; it_name: string; options: Option[] }> {
  const list = (await (await request.get('/api/v1/products?in_stock=1&per_page=100')).json()) as { data: Card[] };
  for (const card of list.data) {
    const detail = (await (await request.get(`/api/v1/products/${card.it_id}`)).json()) as {
      options: Option[];
      purchasable: boolean;
      is_custom: boolean;
    };
    const open = detail.options.filter((o) => !o.sold_out && o.stock >= 3 && o.price);
    if (detail.purchasable && !detail.is_custom && open.length >= 2) {
      return { it_id: card.it_id, it_name: card.it_name, options: open };
    }
  }
  throw new Error('no product with two options in stock');
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^장바구니/ });
const won = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('cart', () => {
  test('a card without options adds one unit, the header badge counts it and the dialog leads to the cart', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('장바구니');
    const button = page
      .getByRole('button', { name: /장바구니 담기$/ })
      .and(page.locator('[data-has-options="false"]'))
      .first();
    const label = (await button.getAttribute('aria-label')) ?? '';
    const name = label.replace(/ 장바구니 담기$/, '');
    await button.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('장바구니에 담았습니다.');
    await expect(cartLink(page)).toHaveAccessibleName('장바구니 1개');
    await dialog.getByRole('button', { name: /장바구니로 이동|확인/ }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: `${name} 수량` })).toHaveValue('1');
  });

  test('a card of a product with options opens the product page to choose one @desktop', async ({ page }) => {
    await page.goto('/');
    const button = page
      .getByRole('button', { name: /장바구니 담기$/ })
      .and(page.locator('[data-has-options="true"]'))
      .first();
    const id = await button.getAttribute('data-it-id');
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/shop/product/${id}$`));
  });

  test('a product page adds the chosen option and quantity, and the cart line can change its option @desktop', async ({
    page,
  }) => {
    const product = await productWithOptions(page.request);
    const [first, second] = product.options as [Option, Option];
    await page.goto(`/shop/product/${product.it_id}`);
    const form = page.getByRole('main');
    await test.step('an option must be chosen first', async () => {
      await form.getByRole('button', { name: '장바구니', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '옵션을 선택해 주세요.' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: '확인' }).click();
      await expect(form.getByRole('combobox', { name: '옵션' })).toBeFocused();
      await expect(cartLink(page)).toHaveAccessibleName('장바구니');
    });
    await test.step('option and quantity go into the cart', async () => {
      await form.getByRole('combobox', { name: '옵션' }).selectOption(String(first.io_id));
      const line = form.getByRole('list', { name: '선택한 옵션' }).getByRole('listitem');
      await line.getByRole('button', { name: /수량 늘리기$/ }).click();
      await expect(line.getByRole('spinbutton', { name: /수량$/ })).toHaveValue('2');
      await form.getByRole('button', { name: '장바구니', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('장바구니에 담았습니다.');
      await expect(cartLink(page)).toHaveAccessibleName('장바구니 1개');
      await dialog.getByRole('button', { name: /장바구니로 이동|확인/ }).click();
      await expect(page).toHaveURL(/\/shop\/cart$/);
    });
    await test.step('the cart line shows them and changes its option', async () => {
      const main = page.getByRole('main');
      await expect(main.getByRole('spinbutton', { name: `${product.it_name} 수량` })).toHaveValue('2');
      const option = main.getByRole('combobox', { name: `${product.it_name} 옵션 변경` });
      await expect(option).toHaveValue(String(first.io_id));
      // The change is saved by the server before the page is loaded again.
      const saved = page.waitForResponse(
        (r) => r.url().includes('/api/v1/cart/lines/') && r.request().method() === 'PATCH',
      );
      await option.selectOption(String(second.io_id));
      expect((await saved).ok()).toBe(true);
      await expect(option).toHaveValue(String(second.io_id));
      await page.reload();
      await expect(main.getByRole('combobox', { name: `${product.it_name} 옵션 변경` })).toHaveValue(
        String(second.io_id),
      );
      await expect(main.getByRole('spinbutton', { name: `${product.it_name} 수량` })).toHaveValue('2');
    });
  });

  test('@desktop an option chosen on the cart page before its code has arrived is saved once it has', async ({
    page,
  }) => {
    const product = await productWithOptions(page.request);
    const [first, second] = product.options as [Option, Option];
    const put = await postAs(page, '/api/v1/cart/lines', { it_id: product.it_id, option_id: first.io_id, quantity: 1 });
    expect(put.status()).toBe(201);
    await page.route(/CartPage\..*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/cart/lines/') && r.request().method() === 'PATCH',
    );
    await page.goto('/shop/cart', { waitUntil: 'domcontentloaded' });
    const option = page.getByRole('main').getByRole('combobox', { name: `${product.it_name} 옵션 변경` });
    await option.selectOption(String(second.io_id));
    expect((await saved).ok()).toBe(true);
    await expect(option).toHaveValue(String(second.io_id));
    await page.reload();
    await expect(option).toHaveValue(String(second.io_id));
  });

  test('the cart page changes quantities, selects, removes, and prints a quotation with supply value and VAT', async ({
    page,
  }) => {
    // Five steps through two pages: on a loaded 2-core CI machine this flow can outlast 30 s.
    test.slow();
    const [a, b] = (await plainProducts(page.request, 2)) as [Card, Card];
    await fillCart(page, [a, b]);
    await page.goto('/shop/cart');
    await expect(cartLink(page)).toHaveAccessibleName('장바구니 2개');
    const main = page.getByRole('main');

    await test.step('quantity stepper', async () => {
      await main
        .getByRole('group', { name: `${a.it_name} 수량` })
        .getByRole('button', { name: '수량 늘리기' })
        .click();
      await expect(main.getByRole('spinbutton', { name: `${a.it_name} 수량` })).toHaveValue('2');
      await expect(main.getByText('선택한 상품 2개 · 수량 3개')).toBeVisible();
    });

    await test.step('select one line and all lines', async () => {
      await main.getByRole('checkbox', { name: `${b.it_name} 선택` }).uncheck();
      await expect(main.getByRole('checkbox', { name: '전체 선택 (1/2)' })).not.toBeChecked();
      await expect(main.getByText('선택한 상품 1개 · 수량 2개')).toBeVisible();
      const order = main.getByRole('link', { name: '선택 상품 주문' });
      await expect(order).toHaveAttribute('href', /\/shop\/order-form\?lines=\d+$/);
      await expect(main.getByRole('link', { name: '전체 상품 주문' })).toHaveAttribute(
        'href',
        /\/shop\/order-form\?lines=\d+,\d+$/,
      );
    });

    await test.step('the quotation of the selected line', async () => {
      await page.goto('/shop/quotation');
      await expect(page.getByRole('heading', { name: '견적서' })).toBeVisible();
      await expect(page.getByText(a.it_name).filter({ visible: true })).toBeVisible();
      await expect(page.getByText(b.it_name)).toHaveCount(0);
      await page.getByLabel('수신').fill('향기공방');
      const cell = (name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
      const total = won(await cell('합계').textContent());
      const supply = won(await cell('공급가액').textContent());
      const vat = won(await cell('부가세').textContent());
      expect(total).toBeGreaterThan(0);
      expect(supply).toBe(Math.round(total / 1.1));
      expect(vat).toBe(total - supply);
      await expect(page.getByRole('button', { name: '인쇄하기' })).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: '인쇄하기' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await page.goto('/shop/cart');
    });

    await test.step('remove one line, then the selected lines', async () => {
      await main.getByRole('button', { name: `${a.it_name} 삭제` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await expect(main.getByRole('link', { name: a.it_name })).toHaveCount(0);
      await expect(cartLink(page)).toHaveAccessibleName('장바구니 1개');
      // A click, not check(): the box is drawn again as '(1/1)' once the server has the selection,
      // and check() would keep waiting for the '(0/1)' box it clicked, which is gone by then.
      await main.getByRole('checkbox', { name: '전체 선택 (0/1)' }).click();
      await expect(main.getByRole('checkbox', { name: '전체 선택 (1/1)' })).toBeChecked();
      await main.getByRole('button', { name: '선택 삭제' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
      await expect(main.getByRole('heading', { name: '장바구니가 비어 있습니다.' })).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('장바구니');
    });
  });

  test("@desktop a quantity pressed before the cart page's code has arrived is changed once it has", async ({
    page,
  }) => {
    const [a] = (await plainProducts(page.request, 1)) as [Card];
    await fillCart(page, [a]);
    await page.route(/CartPage\..*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/shop/cart');
    const main = page.getByRole('main');
    await main
      .getByRole('group', { name: `${a.it_name} 수량` })
      .getByRole('button', { name: '수량 늘리기' })
      .click();
    await expect(main.getByRole('spinbutton', { name: `${a.it_name} 수량` })).toHaveValue('2');
    await expect(main.getByText('선택한 상품 1개 · 수량 2개')).toBeVisible();
    // Told politely to screen readers, with the new total.
    await expect(main.getByRole('status')).toHaveText(/^장바구니가 변경되었습니다\. ₩[\d,]+$/);
  });

  test('an empty cart offers to continue shopping @desktop', async ({ page }) => {
    await page.goto('/shop/cart');
    await expect(page.getByRole('heading', { name: '장바구니가 비어 있습니다.' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: '쇼핑 계속하기' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the cart page and the quotation have no serious or critical accessibility violations', async ({ page }) => {
    await fillCart(page, await plainProducts(page.request, 2));
    for (const path of ['/shop/cart', '/shop/quotation']) {
      await page.goto(path);
      await expectNoSeriousViolations(page, { label: path });
    }
  });
});
