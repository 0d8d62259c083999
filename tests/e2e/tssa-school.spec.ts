import type { Browser, Page } from '@playwright/test';
import { ADMIN, DEMO } from '../support/shop-browser';
import { expectNoSeriousViolations } from './axe';
import { expect, loginAs, loginFreshMember, postAs, serverURL, test, tick } from './fixtures';
import { dialog } from './studio-helpers';

/** The demo member's seeded certificate (seed: workshop-school.data.ts). */
const DEMO_CERTIFICATE = 'TSSA-C1-7K3M9QXA';

async function fillAddressByHand(page: Page) {
  // The postcode script cannot load: the shopper is told and types the address.
  await page.route('**/postcode.v2.js', (route) => route.abort());
  await page.getByRole('button', { name: '주소 검색' }).click();
  await dialog(page).getByRole('button', { name: '확인' }).click();
  await page.getByRole('textbox', { name: '우편번호', exact: true }).fill('04524');
  await page.getByRole('textbox', { name: '주소', exact: true }).fill('서울 중구 세종대로 110');
  await page.getByRole('textbox', { name: '상세 주소', exact: true }).fill('3층');
}

/** An operator marks the order paid, as when the transfer arrives. */
async function markPaid(browser: Browser, odId: string): Promise<void> {
  const ops = await browser.newContext({ baseURL: serverURL() });
  const opsPage = await ops.newPage();
  await loginAs(opsPage, ADMIN.id, ADMIN.password);
  expect((await postAs(opsPage, `/api/admin/orders/${odId}/status`, { status: 'paid' })).status()).toBe(200);
  await ops.close();
}

test.describe('the TSSA school', () => {
  test('a member finds a course, signs up, pays by bank transfer, sees it in my TSSA records and cancels with the refund shown', async ({
    page,
    browser,
  }) => {
    await loginFreshMember(page, 'tssa');
    await page.goto('/tssa/category');
    const filters = page.getByRole('form', { name: '과정 찾기' });
    await filters.getByLabel('과정').selectOption({ label: '원데이 클래스' });
    await tick(filters.getByRole('checkbox', { name: '남은 자리가 있는 일정만' }));
    await filters.getByRole('button', { name: '찾기' }).click();
    await expect(page).toHaveURL(/track=one-day/);
    await expect(page.getByRole('heading', { level: 2, name: '캔들 공예 자격 과정' })).toBeHidden();

    const course = page.getByRole('article', { name: '원데이 석고 방향제 클래스' });
    const sessions = course.getByRole('list', { name: '원데이 석고 방향제 클래스 일정' }).getByRole('listitem');
    await expect(sessions.first()).toContainText(/잔여 \d+석/);
    const when = (await sessions.last().locator('time').textContent()) ?? '';
    await sessions
      .last()
      .getByRole('button', { name: `신청 ${when}`, exact: true })
      .click();

    await expect(page).toHaveURL(/\/shop\/order-form\?lines=\d+/);
    await page.waitForLoadState('load');
    await expect(page.getByRole('main')).toContainText('원데이 석고 방향제 클래스');
    // A class ships nothing, but the order form asks for the orderer's details as for goods.
    await fillAddressByHand(page);
    await tick(page.getByRole('checkbox', { name: '주문자 정보와 같음' }));
    await tick(page.getByRole('checkbox', { name: '아래 내용에 모두 동의합니다' }));
    await page.getByRole('button', { name: '결제하기' }).click();
    await expect(page).toHaveURL(/\/shop\/order\/\d{16}\/confirm$/);
    const odId = /order\/(\d{16})/.exec(page.url())?.[1] ?? '';

    await page.goto('/my-page/tssa');
    const upcoming = page.getByRole('region', { name: /다가오는 수업/ });
    const mine = upcoming.getByRole('article', { name: '원데이 석고 방향제 클래스' });
    await expect(mine).toContainText('결제 대기');
    await expect(mine).toContainText(when);

    await markPaid(browser, odId);
    await page.reload();
    await expect(mine).toContainText('수강 확정');
    await mine.getByRole('button', { name: /신청 취소/ }).click();
    await expect(dialog(page)).toContainText(/환불 예정 금액은 ₩[\d,]+입니다 \(수강료의 100%\)/);
    await dialog(page).getByRole('button', { name: '신청 취소' }).click();
    await expect(dialog(page)).toContainText('취소되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    const cancelled = page
      .getByRole('region', { name: /취소한 수업/ })
      .getByRole('article', { name: '원데이 석고 방향제 클래스' });
    await expect(cancelled).toContainText('환불 금액');
  });

  test('@desktop a member joins the waitlist of a full session and is offered the seat when it frees up', async ({
    page,
    browser,
  }) => {
    await loginFreshMember(page, 'tsw');
    await page.goto('/tssa/category?track=one-day');
    const course = page.getByRole('article', { name: '원데이 소이 캔들 클래스' });
    // Seeded: the second session has one seat left.
    const second = course.getByRole('list', { name: '원데이 소이 캔들 클래스 일정' }).getByRole('listitem').nth(1);
    await expect(second).toContainText('잔여 1석');
    const when = (await second.locator('time').textContent()) ?? '';
    const sessionId = Number(
      await second.getByRole('button', { name: `신청 ${when}`, exact: true }).getAttribute('value'),
    );

    // Another member takes that last seat.
    const other = await browser.newContext({ baseURL: serverURL() });
    const otherPage = await other.newPage();
    await loginFreshMember(otherPage, 'tsb');
    const taken = await postAs(otherPage, '/api/v1/tssa/signups', { session_id: sessionId, head_count: 1 });
    expect(taken.status()).toBe(201);
    const takenId: number = (await taken.json()).data.id;

    await page.reload();
    await expect(second).toContainText('마감');
    await second.getByRole('button', { name: `대기 신청 ${when}`, exact: true }).click();
    await expect(dialog(page)).toContainText('정원이 찼습니다');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(dialog(page)).toContainText('대기 신청되었습니다.');
    await dialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/my-page\/tssa$/);
    const waiting = page
      .getByRole('region', { name: /대기 중인 수업/ })
      .getByRole('article', { name: '원데이 소이 캔들 클래스' });
    await expect(waiting).toContainText('1번째');

    // The seat frees up: the first in line is offered it, with time to pay.
    expect((await postAs(otherPage, `/api/v1/tssa/signups/${takenId}/cancel`, {})).status()).toBe(200);
    await other.close();
    await page.reload();
    const offered = page
      .getByRole('region', { name: /다가오는 수업/ })
      .getByRole('article', { name: '원데이 소이 캔들 클래스' });
    await expect(offered).toContainText('자리 배정, 결제 대기');
    await expect(offered).toContainText('결제 기한');
    await offered.getByRole('link', { name: /결제하기 ?: 원데이 소이 캔들 클래스/ }).click();
    await expect(page).toHaveURL(/\/shop\/order-form\?lines=\d+/);
  });

  test('@desktop anyone checks a certificate by its number with the name masked; unknown numbers and classes are not found', async ({
    page,
  }) => {
    await loginAs(page, DEMO.id, DEMO.password);
    await page.goto('/my-page/tssa');
    const certificates = page.getByRole('region', { name: /자격증/ });
    await expect(certificates).toContainText(DEMO_CERTIFICATE);
    await certificates.getByRole('link', { name: new RegExp(`진위 확인 페이지 ?: ${DEMO_CERTIFICATE}`) }).click();
    await expect(page.getByRole('status')).toHaveText('TSSA에서 발급한 유효한 자격증입니다.');
    const sheet = page.getByRole('article', { name: '수료 자격증' });
    await expect(sheet).toContainText('TSSA 캔들 마스터 과정');
    // The public check shows the holder's name masked, never in full.
    await expect(sheet).toContainText('홍*동');
    await expect(sheet).not.toContainText('홍길동');
    expect((await page.request.get('/tssa/certificate/TSSA-NO-SUCH')).status()).toBe(404);
    // A class page of an unknown product, or of a product that is not a class, is not found either.
    expect((await page.request.get('/tssa/product/999999')).status()).toBe(404);
    expect((await page.request.get('/tssa/product/1')).status()).toBe(404);
  });

  test('@mobile every page of the school has no serious accessibility violation', async ({ page }) => {
    await page.goto('/tssa/about');
    await expectNoSeriousViolations(page, { within: ['main'], label: 'about' });
    await page.goto('/tssa/category');
    await expectNoSeriousViolations(page, { within: ['main'], label: 'category' });
    await page.getByRole('link', { name: '원데이 소이 캔들 클래스' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '원데이 소이 캔들 클래스' })).toBeVisible();
    await expectNoSeriousViolations(page, { within: ['main'], label: 'class' });
    await page.goto(`/tssa/certificate/${DEMO_CERTIFICATE}`);
    await expectNoSeriousViolations(page, { within: ['main'], label: 'certificate' });
    await loginAs(page, DEMO.id, DEMO.password);
    await page.goto('/my-page/tssa');
    await expectNoSeriousViolations(page, { within: ['main'], label: 'my-page' });
    await page.goto(`/my-page/tssa/certificate/${DEMO_CERTIFICATE}`);
    await expectNoSeriousViolations(page, { label: 'printable' });
  });
});
