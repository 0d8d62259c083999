import { type FakeAi, startFakeAi } from '../support/fake-ai';
import { expect, serverURL, test } from './fixtures';

// Spec §4 and §9: on an English page a term missing from the package shows its source text; the
// browser sends the missed terms 2000 ms after the latest miss and writes the answer in. The model is
// a local stand-in speaking the chat-completions API, where this worker's server asks it (serve.ts:
// the server's port + 30); it "translates" by writing EN: before the source.

let ai: FakeAi | undefined;
test.afterEach(async () => {
  await ai?.close();
  ai = undefined;
});

test('an English page shows a missing term in Korean, then its translation once the model has answered, sent 2 s after the miss @desktop', async ({
  browser,
}) => {
  ai = await startFakeAi(Number(new URL(serverURL()).port) + 30);
  const context = await browser.newContext({ baseURL: serverURL() });
  await context.addCookies([{ name: 'shop_lang', value: 'en', url: serverURL() }]);
  const page = await context.newPage();
  const asked = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/translation-ai/terms',
  );
  const started = Date.now();
  await page.goto('/');
  const source = page.getByRole('link', { name: '프렌치 라벤더 오일', exact: true });
  await expect(source).toBeVisible();
  const request = await asked;
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  expect(request.postDataJSON()).toMatchObject({ locale: 'en', terms: { '프렌치 라벤더 오일': '프렌치 라벤더 오일' } });
  const translated = page.getByRole('link', { name: 'EN:프렌치 라벤더 오일', exact: true });
  await expect(translated).toBeVisible();
  await expect(source).toHaveCount(0);
  expect(ai.requests.length).toBeGreaterThan(0);

  // The next page shows it at once: the server has it now, and this browser kept it.
  await page.reload();
  await expect(translated).toBeVisible({ timeout: 1000 });
  await context.close();
});
