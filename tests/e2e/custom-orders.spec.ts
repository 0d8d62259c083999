import { DEMO, loginAs, loginFreshMember } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, test, tick } from './fixtures';

test('the landing shows the five services with lead times, minimums and prices, and CustomLanding opens at one', async ({
  page,
}) => {
  await page.goto('/custom');
  await expect(page.getByRole('heading', { level: 1, name: '나만의 향을 만드는 스튜디오' })).toBeVisible();
  const services = page.getByRole('region', { name: '다섯 가지 맞춤 서비스' }).getByRole('listitem');
  await expect(services).toHaveCount(5);
  for (const name of ['향 조합 스튜디오', '컬러 스튜디오', '보틀 & 라벨', '시그니처 향 제작', '스튜디오 주문'])
    await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(services.first()).toContainText('제작 기간');
  await expect(services.first()).toContainText('최소 수량');
  await expect(services.first()).toContainText(/₩[\d,]+부터/);
  await expectNoSeriousViolations(page, { within: ['main'] });

  await page.goto('/custom/1?last=true');
  await expect(page.locator('[aria-current="true"]')).toContainText('향 조합 스튜디오');
  expect((await page.goto('/custom/9'))?.status()).toBe(404);
});

test('a visitor is asked to log in before sending a signature-scent request', async ({ page }) => {
  await page.goto('/custom/fragrance_service');
  await expect(page.getByRole('heading', { level: 2, name: '진행 순서' })).toBeVisible();
  const login = page.getByRole('link', { name: '로그인하고 요청하기' });
  await expect(login).toHaveAttribute('href', /\/login\?redirect=%2Fcustom%2Ffragrance_service/);
});

test('a member sends a signature-scent request and follows it in the account area', async ({ page }) => {
  // Three axe passes, a form sent twice and a cancellation: more than the default budget on a busy machine.
  test.setTimeout(90_000);
  await loginFreshMember(page, 'sig');
  await page.goto('/custom/fragrance_service');
  const form = page.getByRole('form', { name: '제작 요청 보내기' });
  await expect(form.getByRole('button', { name: '제작 요청 보내기' })).toBeEnabled();
  // Sent empty: the server's Korean field messages, each beside its field.
  await form.getByRole('button', { name: '제작 요청 보내기' }).click();
  await expect(form.getByText('회사명 또는 브랜드명을 입력해 주세요.')).toBeVisible();
  await expect(form.getByText('공간 유형을 선택해 주세요.')).toBeVisible();

  const company = `<b>카페 오월</b> ${Date.now().toString(36)}`;
  await form.getByRole('textbox', { name: /회사명 또는 브랜드명/ }).fill(company);
  await form.getByRole('combobox', { name: /공간 유형/ }).selectOption({ label: '카페·레스토랑' });
  await form.getByRole('textbox', { name: /원하시는 향의 방향/ }).fill('따뜻한 우디, 은은한 바닐라');
  await form.getByRole('spinbutton', { name: /예상 수량/ }).fill('40');
  await tick(form.getByRole('checkbox', { name: /보관하는 데 동의합니다/ }));
  await form.getByRole('button', { name: '제작 요청 보내기' }).click();
  await expect(page.getByRole('status')).toContainText('제작 요청이 접수되었습니다');
  await page.getByRole('link', { name: '진행 상황 보기' }).click();

  await expect(page).toHaveURL(/\/my-page\/custom-fragrance\/\d+\/show$/);
  // Text as the member wrote it, shown as text.
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole('region', { name: '진행 상황' }).locator('[aria-current="step"]')).toContainText('접수');
  await expectNoSeriousViolations(page, { within: ['main'] });

  await page.getByRole('button', { name: '요청 취소' }).click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toContainText('맞춤 제작 요청이 취소되었습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('button', { name: '요청 취소' })).toHaveCount(0);
  await expect(page.getByText('취소', { exact: true }).first()).toBeVisible();

  await page.goto('/my-page/custom-fragrance');
  await expect(page.getByRole('link', { name: company })).toBeVisible();
  await expectNoSeriousViolations(page, { within: ['main'] });
});

test("the demo member's seeded custom order shows with its timeline; another member's is a 404", async ({
  page,
  browser,
}) => {
  await loginAs(page, DEMO.id, DEMO.password);
  await page.goto('/my-page/custom-fragrance');
  const link = page.getByRole('link', { name: '나만의 시그니처 향 100ml' });
  await expect(link).toBeVisible();
  await link.click();
  const timeline = page.getByRole('region', { name: '진행 상황' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('제작 중');
  await expect(timeline.getByRole('listitem').filter({ hasText: '결제 완료' }).first()).toBeVisible();
  const url = page.url();

  const other = await browser.newContext({ baseURL: new URL(url).origin });
  const stranger = await other.newPage();
  await loginFreshMember(stranger, 'peek');
  expect((await stranger.goto(new URL(url).pathname))?.status()).toBe(404);
  await other.close();
});

test('the account pages read in English too', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'shop_lang', value: 'en', url: baseURL ?? '' }]);
  await loginAs(page, DEMO.id, DEMO.password);
  await page.goto('/my-page/custom-fragrance');
  await expect(page.getByRole('heading', { level: 1, name: /Custom orders/ })).toBeVisible();
  await expect(page.getByText('In production').first()).toBeVisible();
});
