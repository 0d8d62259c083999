import type { Locator, Page } from '@playwright/test';
import { WHOLESALE_FORM } from '../support/partner-applications';
import { expect, loginFreshMember, markPopupsReadOnFakeClock, postAs, test, tick } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

async function accept(page: Page, text: string | RegExp) {
  await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: '확인' }).click();
}

async function fillWholesale(form: Locator, company: string) {
  await form.getByLabel('상호').fill(company);
  await form.getByLabel('사업자등록번호').fill('220-81-62517');
  await form.getByLabel('대표자명').fill('김대표');
  await form.getByLabel('사업장 주소').fill('서울특별시 마포구 양화로 12, 3층');
  await tick(form.getByRole('radio', { name: '공방' }));
  await tick(form.getByRole('checkbox', { name: '왁스' }));
  await tick(form.getByRole('checkbox', { name: '용기·병' }));
  await form.getByLabel('예상 월 구매 규모').selectOption({ label: '100만~300만 원' });
  await form.getByLabel('남기실 말씀').fill('소이왁스와 유리 용기를 매달 구매하려고 합니다.');
  await tick(form.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }));
}

test("a visitor is sent to log in first for an account's application, with the full address to come back to @desktop", async ({
  page,
}) => {
  await page.goto('/customer/wholesale-apply/3/show');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomer%2Fwholesale-apply%2F3%2Fshow$/);
  await page.goto('/customer/dealer-apply/3/edit');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcustomer%2Fdealer-apply%2F3%2Fedit$/);
});

test('a member applies for wholesale, sees and edits the application, and a second open one is refused @desktop', async ({
  page,
  context,
}) => {
  await loginFreshMember(page, 'w');
  // A second tab already on the form, as a member who applies twice would have.
  const other = await context.newPage();
  await other.goto('/customer/wholesale-apply');

  await test.step('the form shows the server’s field errors beside the fields', async () => {
    await page.goto('/customer/wholesale-apply');
    await expect(page.getByRole('heading', { level: 1, name: '공방과 매장을 위한 도매 거래' })).toBeVisible();
    const form = page.getByRole('form', { name: '도매 신청서' });
    await expect(form.getByLabel('담당자명')).toHaveValue('김향기');
    await form.getByLabel('사업자등록번호').fill('220-81-62518');
    await form.getByRole('button', { name: '신청서 보내기' }).click();
    await expect(form.getByText('유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.')).toBeVisible();
    await expect(form.getByLabel('사업자등록번호')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('개인정보 수집 및 이용에 동의해 주세요.')).toBeVisible();
  });

  await test.step('the member applies and sees the application received', async () => {
    const form = page.getByRole('form', { name: '도매 신청서' });
    await fillWholesale(form, '향기로운 공방');
    await form.getByRole('button', { name: '신청서 보내기' }).click();
    await accept(page, '신청이 접수되었습니다.');
    await expect(page).toHaveURL(/\/customer\/wholesale-apply\/\d+\/show$/);
    await expect(page.getByRole('heading', { level: 1, name: '향기로운 공방' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('220-81-62517');
    await expect(page.getByRole('main')).toContainText('왁스, 용기·병');
    await expect(page.getByRole('main').getByText('접수', { exact: true })).toBeVisible();
  });

  await test.step('the member edits it while it is received', async () => {
    await page.getByRole('link', { name: '신청 내용 수정' }).click();
    const form = page.getByRole('form', { name: '도매 신청 수정' });
    await expect(form.getByLabel('상호')).toHaveValue('향기로운 공방');
    await expect(form.getByRole('checkbox', { name: '왁스' })).toBeChecked();
    await form.getByLabel('상호').fill('향기로운 공방 합정점');
    await form.getByRole('button', { name: '수정 내용 저장' }).click();
    await accept(page, '신청 내용이 수정되었습니다.');
    await expect(page.getByRole('heading', { level: 1, name: '향기로운 공방 합정점' })).toBeVisible();
  });

  await test.step('the list shows it, and the page offers no second form while it is open', async () => {
    await page.goto('/customer/wholesale-apply');
    const mine = page.getByRole('region', { name: /나의 신청 내역/ });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine.getByRole('listitem')).toContainText('접수');
    await expect(mine.getByRole('link', { name: '향기로운 공방 합정점' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '진행 중인 신청이 있습니다' })).toBeVisible();
    await expect(page.getByRole('form', { name: '도매 신청서' })).toHaveCount(0);
  });

  await test.step('a second open application is refused with 409, in the form and at the API', async () => {
    const form = other.getByRole('form', { name: '도매 신청서' });
    await fillWholesale(form, '두 번째 공방');
    await form.getByRole('button', { name: '신청서 보내기' }).click();
    await accept(other, '이미 접수되었거나 검토 중인 도매 신청이 있습니다.');
    await expect(other.getByRole('heading', { name: '진행 중인 신청이 있습니다' })).toBeVisible();
    const res = await postAs(page, '/api/v1/wholesale-applications', WHOLESALE_FORM);
    expect(res.status()).toBe(409);
    await page.reload();
    await expect(page.getByRole('region', { name: /나의 신청 내역/ }).getByRole('listitem')).toHaveCount(1);
  });
});

test('a dealer applicant with a store gives its address, then withdraws the application @desktop', async ({ page }) => {
  await loginFreshMember(page, 'd');
  await page.goto('/customer/dealer-apply');
  const form = page.getByRole('form', { name: '대리점 신청서' });
  await form.getByLabel('상호').fill('해운대 리빙');
  await form.getByLabel('사업자등록번호').fill('1248100998');
  await form.getByLabel('대표자명').fill('박대표');
  await form.getByLabel('희망 지역 (시/도)').selectOption({ label: '부산광역시' });
  await expect(form.getByLabel('매장 주소')).toBeHidden();
  await tick(form.getByRole('radio', { name: '매장이 있습니다' }));
  await tick(form.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }));
  await form.getByRole('button', { name: '신청서 보내기' }).click();
  await expect(form.getByText('매장 주소를 입력해 주세요.')).toBeVisible();
  await form.getByLabel('매장 주소').fill('부산광역시 해운대구 해운대로 100');
  await form.getByRole('button', { name: '신청서 보내기' }).click();
  await accept(page, '신청이 접수되었습니다.');
  await expect(page.getByRole('main')).toContainText('부산광역시 해운대구 해운대로 100');

  await page.getByRole('button', { name: '신청 철회' }).click();
  await accept(page, '신청을 철회하시겠습니까?');
  await accept(page, '신청이 철회되었습니다.');
  await expect(page).toHaveURL(/\/customer\/dealer-apply$/);
  await expect(page.getByRole('region', { name: /나의 신청 내역/ })).toContainText('아직 신청한 내역이 없습니다.');
});

test('the English form explains the server’s refusals in English @desktop', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'shop_lang', value: 'en', url: baseURL as string },
    { name: 'shop_currency', value: 'usd', url: baseURL as string },
  ]);
  await loginFreshMember(page, 'e');
  await page.goto('/customer/wholesale-apply');
  const form = page.getByRole('form', { name: 'Wholesale application' });
  await form.getByLabel('Business registration no.').fill('220-81-62518');
  await form.getByLabel('Mobile number').fill('02-123-4567');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('This is not a valid business registration number.')).toBeVisible();
  await expect(form.getByText('Please enter a Korean mobile number (for example 010-1234-5678).')).toBeVisible();
  await expect(form.getByText('Please choose at least one product of interest.')).toBeVisible();
});

test('a visitor applies for wholesale without an account and reaches the application again by its receipt number @desktop', async ({
  page,
  browser,
}) => {
  const company = `향기 공방 ${Date.now().toString(36)}`;
  let receipt = '';

  await test.step('the visitor fills in the form and is given a receipt number', async () => {
    await page.goto('/customer/wholesale-apply');
    const form = page.getByRole('form', { name: '도매 신청서' });
    await expect(form.getByLabel('담당자명')).toHaveValue('');
    await fillWholesale(form, company);
    await form.getByLabel('담당자명').fill('이담당');
    await form.getByLabel('휴대폰 번호').fill('010-2468-1357');
    await form.getByLabel('이메일').fill('buyer@example.com');
    await form.getByRole('button', { name: '신청서 보내기' }).click();
    await expect(dialog(page)).toContainText(/접수번호는 W\d{6}-[0-9A-Z]{6}입니다/);
    receipt = /W\d{6}-[0-9A-Z]{6}/.exec((await dialog(page).textContent()) ?? '')?.[0] ?? '';
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(`/customer/wholesale-apply/receipt/${receipt}`);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(receipt);
    await expect(page.getByRole('button', { name: '신청 철회' })).toHaveCount(0);
  });

  await test.step('in another browser, the receipt number and the e-mail open it', async () => {
    const other = await browser.newPage();
    await markPopupsReadOnFakeClock(other);
    await other.goto(`/customer/wholesale-apply/receipt/${receipt}`);
    await expect(other).toHaveURL(`/customer/wholesale-apply/lookup?receipt=${receipt}`);
    await other.getByLabel('휴대폰 번호 또는 이메일').fill('nobody@example.com');
    await other.getByRole('button', { name: '조회하기' }).click();
    await expect(other.getByRole('alert')).toContainText('접수번호와 연락처가 일치하는 신청을 찾을 수 없습니다.');
    await other.getByLabel('휴대폰 번호 또는 이메일').fill('Buyer@example.com');
    await other.getByRole('button', { name: '조회하기' }).click();
    await expect(other).toHaveURL(`/customer/wholesale-apply/receipt/${receipt}`);
    await expect(other.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await other.close();
  });
});
