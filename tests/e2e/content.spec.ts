import { expect, test } from './fixtures';

test("the footer's customer and company links lead to their pages", async ({ page }) => {
  const links: [string, string, string][] = [
    ['고객센터', '자주 묻는 질문', '자주 묻는 질문'],
    ['고객센터', '배송비 안내', '배송비 안내'],
    ['회사', '회사 소개', '회사 소개'],
    ['회사', '오프라인 매장', '오프라인 매장'],
    ['회사', '이용약관', '이용약관'],
    ['회사', '개인정보처리방침', '개인정보처리방침'],
  ];
  for (const [group, name, heading] of links) {
    await test.step(name, async () => {
      await page.goto('/customer/center');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: group })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});

test('the header opens the customer center with its phone, hours and services @desktop', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '고객센터', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('고객센터');
  const phone = page.getByRole('region', { name: '전화 상담' });
  await expect(phone.getByRole('link', { name: '1588-0000' })).toHaveAttribute('href', 'tel:15880000');
  await expect(phone).toContainText('10:00~18:00');
  await expect(phone).toContainText('12:00~13:00');
  await page
    .getByRole('region', { name: '무엇을 도와드릴까요?' })
    .getByRole('link', { name: /배송비 안내/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('배송비 안내');
});

test('an FAQ answer opens and closes by keyboard, and a category shows only its questions @desktop', async ({
  page,
}) => {
  await page.goto('/customer/faq');
  // A <summary> has no ARIA role of its own, so it is found by the question it shows.
  const faq = (q: string) => page.locator('summary').filter({ has: page.getByText(q, { exact: true }) });
  const question = faq('배송비는 얼마인가요?');
  const answer = page.getByText('기본 3,000원이며 5만원 이상 구매 시 무료입니다.', { exact: false });
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();

  await page.getByRole('navigation', { name: '질문 분류' }).getByRole('link', { name: '교환/반품' }).click();
  await expect(
    page.getByRole('navigation', { name: '질문 분류' }).getByRole('link', { name: '교환/반품' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: '교환/반품' })).toBeVisible();
  await expect(faq('배송비는 얼마인가요?')).toHaveCount(0);
  await expect(faq('개봉한 오일도 반품되나요?')).toBeVisible();
});

test('the DIY list opens a guide whose neighbours link on, and an unknown guide is the 404 page @desktop', async ({
  page,
}) => {
  await page.goto('/contents/diy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DIY 가이드');
  await page.getByRole('link', { name: '리드 디퓨저 만들기' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('리드 디퓨저 만들기');
  await page
    .getByRole('navigation', { name: '다른 DIY 가이드' })
    .getByRole('link', { name: '소이 컨테이너 캔들 만들기' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('소이 컨테이너 캔들 만들기');
  const res = await page.goto('/contents/diy/999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
});

test('the privacy page switches to the terms of use and back @desktop', async ({ page }) => {
  await page.goto('/contents/privacy');
  const tabs = page.getByRole('navigation', { name: '약관 및 정책' });
  await tabs.getByRole('link', { name: '이용약관' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect(tabs.getByRole('link', { name: '이용약관' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('개인정보처리방침');
});

test('the content pages read in English with the language cookie @desktop', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'shop_lang', value: 'en', url: baseURL ?? '' },
    { name: 'shop_currency', value: 'usd', url: baseURL ?? '' },
  ]);
  await page.goto('/customer/center');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Center');
  await expect(page.getByRole('region', { name: 'Call us' })).toContainText('Closed weekends and public holidays');
  await page.goto('/contents/diy/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Making a soy container candle');
});
