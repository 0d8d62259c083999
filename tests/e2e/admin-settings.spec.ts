import { ADMIN } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, test } from './fixtures';

// The shop settings, in the browser at 1280: an owner changes the customer-service phone and the
// storefront's footer shows it on the next page; a wrong field is named beside it and nothing is saved.

test('an owner changes the customer-service phone and the footer shows it; a wrong number is refused beside its field @desktop', async ({
  page,
}) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: '쇼핑몰 설정', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '쇼핑몰 설정' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page);
  const phone = page.getByLabel('대표 전화');
  const before = await phone.inputValue();
  const next = `02-${String(Date.now()).slice(-4)}-1234`;
  /** Presses 설정 저장 and answers the status of the save (the page is read again after a success). */
  const save = async () => {
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/settings' && r.request().method() === 'PUT',
    );
    const reloaded = page.waitForEvent('load');
    reloaded.catch(() => {});
    await page.getByRole('button', { name: '설정 저장' }).click();
    const status = (await answered).status();
    if (status === 200) await reloaded;
    return status;
  };
  try {
    await phone.fill('전화번호');
    expect(await save()).toBe(422);
    await expect(phone).toHaveAccessibleDescription('대표 전화는 숫자와 -로 입력해 주세요.');
    await page.reload();
    await expect(page.getByLabel('대표 전화')).toHaveValue(before);

    await page.getByLabel('대표 전화').fill(next);
    expect(await save()).toBe(200);
    await page.goto('/customer/center');
    await expect(page.getByRole('contentinfo').getByText(next)).toBeVisible();
  } finally {
    // Other tests of this worker's shop read the seeded phone.
    await page.goto('/admin/settings');
    await page.getByLabel('대표 전화').fill(before);
    expect(await save()).toBe(200);
  }
});

test('an owner adds a remote area, a wrong postcode is named under its row, and the area is removed again @desktop', async ({
  page,
}) => {
  await loginAs(page, ADMIN.id, ADMIN.password);
  await page.goto('/admin/settings');
  const rows = page.getByRole('region', { name: '도서산간 추가 배송비' }).getByRole('row');
  const count = (await rows.count()) - 1;
  const n = count + 1;
  /** Presses 도서산간 지역 저장 and answers the status (the page is read again after a success). */
  const save = async () => {
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/settings/remote-areas' && r.request().method() === 'PUT',
    );
    const loaded = page.waitForEvent('load');
    loaded.catch(() => {});
    await page.getByRole('button', { name: '도서산간 지역 저장' }).click();
    const status = (await answered).status();
    if (status === 200) await loaded;
    return status;
  };
  await page.getByRole('button', { name: '지역 추가' }).click();
  await expect(page.getByRole('textbox', { name: `${n}번째 지역 이름` })).toBeFocused();
  await page.getByRole('textbox', { name: `${n}번째 지역 이름` }).fill('시험 섬');
  await page.getByRole('textbox', { name: `${n}번째 지역 시작 우편번호` }).fill('5990');
  await page.getByRole('textbox', { name: `${n}번째 지역 끝 우편번호` }).fill('59999');
  await page.getByRole('textbox', { name: `${n}번째 지역 추가 배송비` }).fill('4000');
  expect(await save()).toBe(422);
  await expect(page.getByText(`#${n}: 시작 우편번호는 다섯 자리 숫자입니다.`)).toBeVisible();
  await page.getByRole('textbox', { name: `${n}번째 지역 시작 우편번호` }).fill('59990');
  expect(await save()).toBe(200);
  await expect(page.getByRole('textbox', { name: `${n}번째 지역 이름` })).toHaveValue('시험 섬');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `${n}번째 지역 지우기` }).click();
  expect(await save()).toBe(200);
  await expect(page.getByRole('textbox', { name: `${n}번째 지역 이름` })).toHaveCount(0);
});
