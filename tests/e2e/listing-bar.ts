import type { Locator, Page } from '@playwright/test';

/** Phones and tablets choose in the bottom sheet; wide screens in the bar. */
export const usesSheet = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 1024;

/**
 * Where a list's choices are, opened: on phones the bottom sheet; on wide screens the bar's menu
 * whose button reads `menu` (a disclosure, found by the text it starts with: 정렬, 가격, 종류), or without a
 * menu the bar's own on/off filters.
 */
export async function openChoices(page: Page, menu?: string): Promise<Locator> {
  const main = page.getByRole('main');
  if (usesSheet(page)) {
    await main.getByRole('button', { name: /^(필터 · 정렬|필터|정렬)/ }).click();
    return page.getByRole('dialog', { name: /필터|정렬/ });
  }
  if (!menu) return main.getByRole('group', { name: '상품 필터' });
  await main.locator('summary', { hasText: new RegExp(`^${menu}`) }).click();
  return main.locator('details[open]');
}
