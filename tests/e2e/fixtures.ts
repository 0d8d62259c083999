import { type BrowserContext, test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** A Content-Security-Policy violation seen in a page, by the page's own event or Chromium's console. */
type PolicyViolation = { page: string; directive: string; blocked: string; detail: string };

const REPORT_BINDING = '__reportPolicyViolation';

/**
 * Chromium's console line for a violation, in either of its wordings: `Refused to load the script 'x'
 * because it violates … directive: "y"`, or `Loading the script 'x' violates … directive: "y"` and
 * `Executing inline script violates … directive 'y'`.
 */
function fromConsole(text: string, page: string): PolicyViolation {
  const directive = /directive:? (?:"([^"]+)"|'(.+?)'(?:\.|\s|$))/.exec(text);
  return {
    page,
    directive: directive?.[1] ?? directive?.[2] ?? '',
    blocked: /'((?:https?|wss?|data|blob):[^']*)'/.exec(text)?.[1] ?? 'inline',
    detail: text,
  };
}

function listViolations(violations: PolicyViolation[]): string {
  const lines = new Set(
    violations.map((v) => `- ${v.directive || 'unknown directive'} blocked ${v.blocked || 'inline'} on ${v.page}`),
  );
  const details = new Set(violations.map((v) => `  ${v.detail}`));
  return `Content-Security-Policy violations:\n${[...lines].join('\n')}\n${[...details].join('\n')}`;
}

const watched = new WeakSet<BrowserContext>();

/**
 * Every page the tests open is watched for Content-Security-Policy violations: the
 * `securitypolicyviolation` events the page itself sees, and the lines Chromium writes to the console
 * (which also name what report-only policies would have blocked). A test that caused one fails after
 * it ran, so that a policy too strict for a page, or a page script the policy does not allow, is
 * found by the browser tests rather than by shoppers.
 */
async function watchPolicy(context: BrowserContext, seen: PolicyViolation[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy'))
      seen.push(fromConsole(message.text(), message.page()?.url() ?? ''));
  });
  await context.exposeBinding(REPORT_BINDING, ({ page }, v: Omit<PolicyViolation, 'page'>) => {
    seen.push({ ...v, page: page?.url() ?? '' });
  });
  await context.addInitScript((binding) => {
    window.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as Record<string, (v: object) => void>)[binding];
        report?.({
          directive: e.effectiveDirective || e.violatedDirective,
          blocked: e.blockedURI,
          detail: `${e.disposition}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
        });
      },
      true,
    );
  }, REPORT_BINDING);
}

/** The address of the test server of the worker running `info`'s test (one per worker, on consecutive ports). */
function serverOf(info: TestInfo): string {
  const url = new URL(info.project.use.baseURL ?? 'http://127.0.0.1:4391');
  url.port = String(Number(url.port) + info.parallelIndex);
  return url.origin;
}

/** This worker's test server, for a context a test opens itself (an operator's, a second visitor's). */
export function serverURL(): string {
  return serverOf(base.info());
}

/**
 * The browser tests' `test`, with the seeded popups left unread (the popup tests use it to see them):
 * the policy watch is on the test's own context and on every context a test opens with
 * `browser.newContext()` or `browser.newPage()` (an operator's session, a second visitor).
 */
export const testShowingPopups = base.extend<{ policyViolations: PolicyViolation[] }>({
  // Each worker talks to the test server of its own (playwright.config.ts starts one per worker).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  baseURL: async ({}, use, testInfo) => use(serverOf(testInfo)),
  context: async ({ context, policyViolations }, use) => {
    await watchPolicy(context, policyViolations);
    await use(context);
  },
  policyViolations: [
    async ({ browser }, use) => {
      const seen: PolicyViolation[] = [];
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        await watchPolicy(context, seen);
        return context;
      };
      await use(seen);
      browser.newContext = newContext;
      if (seen.length) throw new Error(listViolations(seen));
    },
    { auto: true },
  ],
});

/**
 * Browser tests start with the seeded popups already read, so that their dialog does not cover the
 * page under test; the popup tests use `testShowingPopups` to see them.
 */
const markRead = () => {
  const now = new Date().toISOString();
  localStorage.setItem('pinia/popup/readId', JSON.stringify([1, 2, 3, 4, 5].map((id) => ({ id, read_at: now }))));
};

export const test = testShowingPopups.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(markRead);
    await use(context);
  },
});

/**
 * A test that installs a fake clock marks the popups read again afterwards, so that a daily popup's
 * read date is the fake day rather than the real one.
 */
export async function markPopupsReadOnFakeClock(page: Page): Promise<void> {
  await page.addInitScript(markRead);
}

export {
  addToCart,
  loginAs,
  loginFreshMember,
  postAs,
  registerMember,
} from '../support/shop-browser';
export { expect };

/**
 * A product search box by its name: a searchbox until its suggestions load (on its first focus), then
 * the combobox they make of it.
 */
export function searchField(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('searchbox', { name }).or(scope.getByRole('combobox', { name }));
}

/**
 * Ticks a box or chooses a radio as a person does: one click, then waits until it shows as ticked.
 * Playwright's `check()` reads the state right after its click, but a press made on an island before
 * its code has come is held and given again once it has (src/lib/directives/replay.ts), so the state
 * changes a moment later; that is the shop working, not a failure.
 */
export async function tick(control: Locator): Promise<void> {
  if (await control.isChecked()) return;
  await control.click();
  await expect(control).toBeChecked();
}

/** Answers the shop's confirm dialog (an alert dialog, or a dialog where the browser lacks it) with `button`. */
export async function answerConfirm(page: Page, button = '확인'): Promise<void> {
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).last().getByRole('button', { name: button }).click();
}
