import { loginFreshMember, postAs } from '../support/shop-browser';
import { expect, test, tick } from './fixtures';
import { saveFormulaThroughApi, skipTour } from './studio-helpers';

test('a member orders a saved formula made: size, quantity, the server price, the made-to-order agreement, into the cart', async ({
  page,
}) => {
  await skipTour(page);
  await loginFreshMember(page, 'order');
  const name = `주문할 향 ${Date.now().toString(36)}`;
  const id = await saveFormulaThroughApi(page, name, postAs);

  await page.goto(`/custom/studio-order?formula=${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true');
  // The order button is enabled once the form runs; a quantity typed before then would be drawn over.
  await expect(main.getByRole('button', { name: '장바구니에 담기' })).toBeEnabled();
  await main.getByRole('radiogroup', { name: '용량' }).getByRole('radio').nth(1).click();
  await main.getByRole('spinbutton', { name: '수량' }).fill('2');
  const price = main.getByRole('region', { name: '예상 가격' });
  await expect(price.getByRole('table', { name: '수량별 개당 가격' })).toBeVisible();
  await expect(main.getByText('2개 합계')).toBeVisible();

  await main.getByRole('button', { name: '장바구니에 담기' }).click();
  await expect(main.getByText('주문 제작 상품의 취소·반품 제한에 동의해 주세요.')).toBeVisible();
  await tick(main.getByRole('checkbox', { name: /주문 제작 상품은 제작이 시작되면/ }));
  await main.getByRole('button', { name: '장바구니에 담기' }).click();
  await expect(main.getByText('장바구니에 담았습니다.')).toBeVisible();
  // The header's cart badge counts the new line at once.
  await expect(page.getByRole('banner').getByRole('link', { name: '장바구니 1개' })).toBeVisible();
  await expect(main.getByRole('link', { name: '견적서 보기' })).toHaveAttribute('href', /\/shop\/quotation\?lines=\d+/);
  await main.getByRole('link', { name: '장바구니로 이동' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('main')).toContainText(name);
});

test('a visitor asking for the studio order is sent to log in and back @desktop', async ({ page }) => {
  await page.goto('/custom/studio-order?formula=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcustom%2Fstudio-order%3Fformula%3D1$/);
});
