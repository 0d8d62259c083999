import type { Page } from '@playwright/test';
import { expect, loginFreshMember, postAs, test, testShowingPopups } from './fixtures';

/** The script files the page asked for, by name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') names.push(new URL(req.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

testShowingPopups.describe('the popup dialog island (client:popups)', () => {
  testShowingPopups(
    'a first visit shows the dialog with the page, its picture found by the parser, with no script file loaded',
    async ({ page }) => {
      await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: '팝업 공지' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img').first()).toHaveAttribute('src', /popups\/\d-ko\.webp/);
    },
  );

  testShowingPopups('spec 4: two popups loop — the carousel goes on from the second to the first', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: '팝업 공지' });
    await expect(dialog).toContainText('1 / 2');
    await expect(dialog).toBeFocused();
    const box = await dialog.locator('.swiper').boundingBox();
    if (!box) throw new Error('no carousel');
    const swipe = async () => {
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
    };
    await swipe();
    await expect(dialog).toContainText('2 / 2');
    await swipe();
    await expect(dialog).toContainText('1 / 2');
  });
});

test.describe('islands load only where they are used', () => {
  test('a returning visitor who has read the popups loads neither React nor the dialog', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/customer/notice');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((name) => /^(PopupDialog|client|MobileSideBar)\./.test(name))).toEqual([]);
  });

  test('@mobile the side bar loads on the first press of the menu button and opens at once', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((name) => name.startsWith('MobileSideBar.'))).toBe(false);
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(page.getByRole('dialog', { name: '메뉴' })).toBeVisible();
    expect(scripts.some((name) => name.startsWith('MobileSideBar.'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '메뉴' })).toBeHidden();
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(page.getByRole('dialog', { name: '메뉴' })).toBeVisible();
  });

  test('@desktop a week-pick tab pressed before its code has arrived is chosen once it has', async ({ page }) => {
    await page.route(/WeekPickTabs\..*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: '주차 선택' });
    await tabs.getByRole('tab', { name: /WEEK 4/ }).click();
    await expect(tabs.getByRole('tab', { name: /WEEK 4/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('20% OFF');
  });

  test('@desktop a gallery arrow pressed before the carousel code has arrived still moves the gallery', async ({
    page,
  }) => {
    await page.route(/gallery-swiper\..*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/shop/category/1');
    await page.locator('article h3 a').first().click();
    // The page's own script has run (module scripts run before DOMContentLoaded); the carousel's chunk
    // is still held back.
    await page.waitForLoadState('domcontentloaded');
    const counter = page.locator('[data-gallery-index]');
    await expect(counter).toHaveText('1');
    await page.getByRole('button', { name: '다음 이미지' }).click();
    await expect(counter).toHaveText('2');
  });

  test("@desktop a wishlist entry removed before the list's code has arrived is asked about once it has", async ({
    page,
  }) => {
    await loginFreshMember(page, 'early');
    const list = await (await page.request.get('/api/v1/products?per_page=1')).json();
    const product = list.data[0] as { it_id: number; it_name: string };
    expect((await postAs(page, '/api/v1/my-wish', { it_id: product.it_id })).status()).toBeLessThan(300);
    await page.route(/WishList\..*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/my-page/wish-list', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: `삭제 ${product.it_name}` }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).last();
    await expect(dialog).toContainText('위시리스트에서 삭제하시겠습니까?');
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(page.getByRole('button', { name: `삭제 ${product.it_name}` })).toBeVisible();
  });

  test('@mobile a note ticked on a slow phone while the composer is still hydrating stays ticked', async ({ page }) => {
    // A sixth of the machine's speed: React hydrates the composer in slices over several tasks, and a
    // press given again before its commit was lost (7 of 12 tries at a quarter of the speed).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => localStorage.setItem('studio/tour-seen', '1'));
    for (let i = 0; i < 5; i++) {
      await page.evaluate(() => localStorage.removeItem('studio/composition')).catch(() => {});
      await page.goto('/custom/fragrance', { waitUntil: 'commit' });
      const note = page.getByRole('main').getByRole('checkbox', { name: '제주 감귤 프래그런스 오일', exact: true });
      await note.click();
      await expect(note).toBeChecked();
      await expect(page.getByRole('region', { name: '노트 배합' }).getByRole('listitem')).toHaveCount(1);
    }
  });
});
