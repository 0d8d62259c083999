import { chromium } from '@playwright/test';
import { chromiumPath } from '../../scripts/lib/chromium.mjs';
import { expect, markPopupsReadOnFakeClock, test } from './fixtures';

test.describe('desktop shell @desktop', () => {
  test('the mega-menu opens on hover and by keyboard, and Escape closes it', async ({ page }) => {
    await page.goto('/customer/notice');
    const toggle = page.getByRole('button', { name: '전체 상품' });
    const panelLink = page.locator('#mega-panel').getByRole('link', { name: '소이왁스', exact: true });
    await expect(panelLink).toBeHidden();
    await toggle.hover();
    await expect(panelLink).toBeVisible();
    await page.mouse.move(640, 10);
    await expect(panelLink).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panelLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test("the header's TSSA link opens the TSSA page: its newest notice opens in full, its menu leads to the classes", async ({
    page,
  }) => {
    await page.goto('/customer/notice');
    await page.getByRole('banner').getByRole('link', { name: 'TSSA', exact: true }).click();
    await expect(page).toHaveURL(/\/tssa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('캔들·디퓨저 공방 클래스');
    const notices = page.getByRole('region', { name: 'TSSA 공지사항' });
    await notices.getByRole('link', { name: 'TSSA 캔들 마스터 과정 일정 안내' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TSSA 캔들 마스터 과정 일정 안내');
    await page.goBack();
    await expect(page.getByRole('region', { name: '교재와 도서' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'TSSA 메뉴' }).getByRole('link', { name: '클래스 안내' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TSSA 클래스');
    const course = page.getByRole('article', { name: 'TSSA 캔들 마스터 과정' });
    const sessions = course.getByRole('list', { name: '다가오는 일정' }).getByRole('listitem');
    await expect(sessions).toHaveCount(5);
    await expect(sessions.first()).toContainText('마감');
    await expect(sessions.nth(1)).toContainText(/잔여 \d+석/);
  });

  test('Week Picks shows week 2 outside the promotion dates and switches tabs by click and arrow keys', async ({
    page,
  }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: '주차 선택' });
    await expect(tabs.getByRole('tab', { name: /WEEK 2/ })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: /WEEK 4/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText('20% OFF');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: /WEEK 5/ })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /특가 상품 보기/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

test('switching language asks first, cancel keeps Korean, confirm renders English with USD, and back', async ({
  page,
}) => {
  await page.goto('/shop/category/3');
  const korean = page.getByRole('heading', { level: 1 });
  await expect(korean).toHaveText('프래그런스 오일');
  await page.getByRole('button', { name: /언어와 통화 바꾸기/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
  await expect(korean).toHaveText('프래그런스 오일');
  await page.getByRole('button', { name: /언어와 통화 바꾸기/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fragrance oils');
  await expect(page.locator('.price__value').first()).toContainText('$');
  await page.getByRole('button', { name: /Change language and currency/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('프래그런스 오일');
  await expect(page.locator('.price__value').first()).toContainText('₩');
});

test('the CMS banner closed today stays closed until local midnight @desktop', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T21:00:00+09:00') });
  await markPopupsReadOnFakeClock(page);
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: '안내 배너' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: '오늘 하루 닫기' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('complementary', { name: '안내 배너' })).toBeHidden();
  await page.clock.setFixedTime(new Date('2026-11-23T00:00:01+09:00'));
  await page.reload();
  await expect(page.getByRole('complementary', { name: '안내 배너' })).toBeVisible();
});

test('the scroll-to-top button appears past 40% of the window height and scrolls to the top @desktop', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: '맨 위로' });
  await expect(button).toBeHidden();
  const height = await page.evaluate(() => window.innerHeight);
  await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(height * 0.4) + 20);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the notice list opens a notice with its attachment and neighbours; an unknown id is the 404 page @desktop', async ({
  page,
}) => {
  await page.goto('/customer/notice');
  await page.getByRole('main').getByRole('link', { name: '설 연휴 배송 및 고객센터 운영 안내' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('설 연휴 배송 및 고객센터 운영 안내');
  await expect(page.getByRole('region', { name: '첨부파일' }).getByRole('link', { name: '안내문.pdf' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '다른 공지사항' })).toContainText('이전 글');
  const res = await page.goto('/customer/notice/999999');
  expect(res?.status()).toBe(404);
  await page.goto('/tssa/notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TSSA 공지사항');
});

test('the old domain shows the moved notice with a button to the same page on the new domain @desktop', async ({
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--host-resolver-rules=MAP evanscandle.co.kr 127.0.0.1, MAP www.evanscandle.co.kr 127.0.0.1',
    ],
  });
  const page = await browser.newPage();
  await page.goto(`http://www.evanscandle.co.kr:${port}/shop/category/3?page=2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('에반스캔들이 새로운 주소로 이전했습니다');
  await expect(page.getByRole('link', { name: '새 주소로 이동하기' })).toHaveAttribute(
    'href',
    'https://www.evans-candle.com/shop/category/3?page=2',
  );
  await expect(page.getByRole('banner')).toHaveCount(0);
  await browser.close();
});

test.describe('mobile shell @mobile', () => {
  test('the bottom bar offers back, forward, reload, my orders, search and chat', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: '빠른 메뉴' });
    for (const name of ['뒤로', '앞으로', '새로고침', '상담'])
      await expect(bar.getByRole('button', { name })).toBeVisible();
    // A visitor's 주문 조회 is the order look-up, a tab of the login page.
    await expect(bar.getByRole('link', { name: '주문 조회' })).toHaveAttribute('href', '/login?tab=order');
    await page.goto('/customer/notice');
    await bar.getByRole('button', { name: '뒤로' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: '빠른 메뉴' }).getByRole('button', { name: '상담' }).click();
    await expect(page).toHaveURL(/\/customer\/center$/);
  });

  test('the side bar drills into categories, Back climbs out and closes at the top, a leaf navigates', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    const bar = page.getByRole('dialog', { name: '메뉴' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: '왁스', exact: true }).click();
    await expect(bar.getByRole('button', { name: '소이왁스', exact: true })).toBeVisible();
    await bar.getByRole('button', { name: '뒤로' }).click();
    await expect(bar.getByRole('button', { name: '왁스', exact: true })).toBeVisible();
    await bar.getByRole('button', { name: '뒤로' }).click();
    await expect(bar).toBeHidden();
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await bar.getByRole('button', { name: '심지', exact: true }).click();
    await bar.getByRole('link', { name: '우드 심지', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/category\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('우드 심지');
  });
});
