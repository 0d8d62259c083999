import type { APIResponse, Page } from '@playwright/test';
import { test as base, expect, postAs } from '../e2e/fixtures';

/**
 * Text a person can store, in markup the shop must never run: each payload calls `window.__xss` with a
 * one-letter code naming the stored-text path it came through, so that a payload that runs says where
 * it was stored. Fields of at most 30 characters (names) get payloads that call it as a tagged template
 * (`__xss` + backquoted code), the only way some of them fit.
 */
export function shortCorpus(code: string): string[] {
  const call = `__xss\`${code}\``;
  // Ordered so that the first few already span the contexts a name is written in (text, a quoted
  // attribute, JSON in a script): a member's name is tried with the first six, one member state each.
  return [
    `<script>${call}</script>`,
    `"><svg onload=${call}>`,
    `</script><svg onload=${call}>`,
    `{{${call}}}\${${call}}`,
    `'><svg onload=${call}>`,
    `&lt;svg onload=${call}&gt;`,
    `<img src=x onerror=${call}>`,
    `"autofocus onfocus=${call}//`,
    `</title><svg onload=${call}>`,
    `\\x3csvg onload=${call}\\x3e`,
    `javascript:${call}`,
  ].filter((p) => p.length <= 30);
}

/** The payloads for longer fields, each calling `window.__xss('<code>')`. */
export function longCorpus(code: string): string[] {
  const call = `window.__xss('${code}')`;
  return [
    `<script>${call}</script>`,
    `<img src=x onerror="${call}">`,
    `<svg/onload=${call}>`,
    `"><img src=x onerror=${call}>`,
    `'><svg onload=${call}>`,
    `" autofocus onfocus="${call}" x="`,
    `' autofocus onfocus=${call} x='`,
    `javascript:${call}`,
    `<a href="javascript:${call}">link</a>`,
    `[link](javascript:${call})`,
    `</textarea><script>${call}</script>`,
    `</title><script>${call}</script>`,
    `</script><script>${call}</script>`,
    `"}]}</script><script>${call}</script>`,
    `\\";${call};//`,
    `';${call};//`,
    `{{constructor.constructor("${call}")()}}`,
    `\${${call}}`,
    `#{${call}}`,
    `\\u003cimg src=x onerror=${call}\\u003e`,
    `＜script＞${call}＜/script＞`,
    `&lt;img src=x onerror=${call}&gt;`,
    `&#x3C;svg onload=${call}&#x3E;`,
    `<details open ontoggle=${call}>`,
    `<iframe srcdoc="<script>parent.${call}</script>">`,
    `<noscript><p title="</noscript><img src=x onerror=${call}>">`,
    `<!--<img src="--><img src=x onerror=${call}>`,
    `<scr<script>ipt>${call}</script>`,
    `<input autofocus onfocus=${call}>`,
    `<object data="javascript:${call}">`,
    `<math><mi xlink:href="javascript:${call}">x</mi></math>`,
  ];
}

/** Payloads joined by spaces into values of at most `max` characters, every payload in one of them. */
export function pack(payloads: string[], max: number): string[] {
  const values: string[] = [];
  for (const p of payloads) {
    const last = values.at(-1);
    if (last !== undefined && last.length + 1 + p.length <= max) values[values.length - 1] = `${last} ${p}`;
    else values.push(p.length <= max ? p : p.slice(0, max));
  }
  return values;
}

/** The `n`th value, cycling, so that a path with few records still carries every payload over several fields. */
export const nth = <T>(list: T[], n: number): T => list[n % list.length] as T;

type Hit = { code: string; page: string; via: string };

/** What the shop was sent and what became of it, per stored-text path, for the coverage check and the report. */
type Tally = { stored: Set<string>; refused: Set<string>; rendered: Set<string> };

export type Shown = { path: string; text: string };

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Watches one browser page for payloads that run: `window.__xss` (installed before any page script),
 * any `alert`/`confirm`/`prompt` dialog, and uncaught page errors (a payload breaking a page script).
 */
export class Probe {
  readonly hits: Hit[] = [];
  readonly errors: string[] = [];
  private readonly tally = new Map<string, Tally>();

  constructor(readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.exposeBinding('__xssHit', ({ frame }, code: string, via: string) => {
      this.hits.push({ code, via, page: frame.url() });
    });
    await this.page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__xss = (code: unknown) => {
        const name = Array.isArray(code) ? String(code[0]) : String(code);
        const target = (window.event?.target ?? document.currentScript) as Element | null;
        const via = target && 'outerHTML' in target ? target.outerHTML.slice(0, 300) : String(window.event?.type ?? '');
        (w.__xssHit as (c: string, v: string) => void)?.(name, via);
      };
    });
    this.page.on('dialog', (dialog) => {
      this.hits.push({ code: 'dialog', via: `${dialog.type()}: ${dialog.message()}`, page: this.page.url() });
      void dialog.dismiss().catch(() => {});
    });
    this.page.on('pageerror', (error) => this.errors.push(`${this.page.url()}: ${error.message}`));
  }

  private entry(path: string): Tally {
    let t = this.tally.get(path);
    if (!t) {
      t = { stored: new Set(), refused: new Set(), rendered: new Set() };
      this.tally.set(path, t);
    }
    return t;
  }

  stored(path: string, value: string): void {
    this.entry(path).stored.add(value);
  }

  refused(path: string, value: string): void {
    this.entry(path).refused.add(value);
  }

  /**
   * Opens a page that shows stored text and checks it, in the language the `shop_lang` cookie asks for;
   * `absent` is text the page must not show at all.
   */
  async visit(
    url: string,
    shown: Shown[] = [],
    { status = 200, absent = [] }: { status?: number; absent?: string[] } = {},
  ): Promise<void> {
    const response = await this.page.goto(url);
    expect.soft(response?.status(), `${url} answers ${status}`).toBe(status);
    await this.check(url, shown, absent);
  }

  /**
   * After the page settled (one more frame, for autofocus and toggle events): nothing ran, nothing was
   * injected as markup, and each stored value is on the page as text (or as a form field's value).
   */
  async check(where: string, shown: Shown[] = [], absent: string[] = []): Promise<void> {
    const before = this.hits.length;
    const errorsBefore = this.errors.length;
    const found = await this.page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const injected: string[] = [];
      const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc']);
      for (const el of document.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          const value = attr.value.trim().toLowerCase();
          const handler = name.startsWith('on') && value.includes('__xss');
          const scriptUrl = urlAttrs.has(name) && (value.startsWith('javascript:') || name === 'srcdoc');
          if (handler || (scriptUrl && value.includes('__xss'))) injected.push(el.outerHTML.slice(0, 200));
        }
        const isData = el instanceof HTMLScriptElement && /json/.test(el.type);
        if (el instanceof HTMLScriptElement && !isData && el.text.includes('__xss'))
          injected.push(el.outerHTML.slice(0, 200));
      }
      const copy = document.body.cloneNode(true) as HTMLElement;
      for (const el of copy.querySelectorAll('script, style, template')) el.remove();
      const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
        (el) => el.value,
      );
      return { injected, text: [document.title, copy.textContent ?? '', ...values].join('\n') };
    });
    const text = norm(found.text);
    expect.soft(found.injected, `markup from stored text on ${where}`).toEqual([]);
    for (const s of shown) {
      const visible = text.includes(norm(s.text));
      expect.soft(visible, `${s.path} is shown as text on ${where}: ${s.text}`).toBe(true);
      if (visible) this.entry(s.path).rendered.add(s.text);
    }
    for (const a of absent) expect.soft(text.includes(norm(a)), `not shown on ${where}: ${a}`).toBe(false);
    expect.soft(this.hits.slice(before), `payloads that ran on ${where}`).toEqual([]);
    expect.soft(this.errors.slice(errorsBefore), `page errors on ${where}`).toEqual([]);
  }

  /**
   * Each path stored some payloads and showed them (text echoed from the address is only shown); what
   * the shop refused is listed beside.
   */
  report(paths: string[], { echoed = false } = {}): void {
    for (const path of paths) {
      const t = this.entry(path);
      test.info().annotations.push({
        type: echoed ? 'echoed text' : 'stored text',
        description: `${path}: ${t.stored.size} stored, ${t.rendered.size} shown as text, ${t.refused.size} refused`,
      });
      if (!echoed) expect.soft(t.stored.size, `${path}: payloads stored`).toBeGreaterThan(0);
      expect.soft(t.rendered.size, `${path}: payloads shown as text`).toBeGreaterThan(0);
    }
  }
}

export type Field = { path: string; value: string; plain: string };

/**
 * Sends a record whose fields carry payloads. A field the shop refuses (a 422 naming it) is counted as
 * refused and sent again as plain text, so that the record and its other fields are still stored; a 422
 * on anything else, or any other failure, fails the test.
 */
export async function store(
  probe: Probe,
  fields: Record<string, Field>,
  send: (values: Record<string, string>) => Promise<APIResponse>,
  ok = [200, 201],
): Promise<{ response: APIResponse; values: Record<string, string> }> {
  const values = Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.value]));
  for (let attempt = 0; attempt <= Object.keys(fields).length; attempt++) {
    const response = await send(values);
    if (response.status() !== 422) {
      expect(ok, `stored: ${response.status()} ${await response.text()}`).toContain(response.status());
      for (const [k, f] of Object.entries(fields)) if (values[k] === f.value) probe.stored(f.path, f.value);
      return { response, values };
    }
    const errors = Object.keys(((await response.json()) as { errors?: object }).errors ?? {});
    const refusedHere = errors.filter((k) => k in fields && values[k] === fields[k]?.value);
    expect(refusedHere, `a 422 on fields without payloads: ${errors.join(', ')}`).toEqual(errors);
    for (const k of refusedHere) {
      const f = fields[k] as Field;
      probe.refused(f.path, f.value);
      values[k] = f.plain;
    }
  }
  throw new Error('the shop kept refusing plain text');
}

/** A call with the session's XSRF token: JSON, or a multipart form (reviews). */
export async function send(
  page: Page,
  method: 'POST' | 'PUT',
  url: string,
  body: { data?: object; multipart?: Record<string, string> },
): Promise<APIResponse> {
  if (method === 'POST' && body.data) return postAs(page, url, body.data);
  const token = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!(await token())) await page.request.get('/readyz');
  return page.request.fetch(url, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent((await token()) ?? ''), Accept: 'application/json' },
    ...body,
  });
}

/** Products without options that anyone may buy, so that order lines need no option choice. */
export async function simpleProducts(
  page: Page,
  count: number,
  skip = 0,
): Promise<{ it_id: number; it_name: string }[]> {
  const list = await (await page.request.get('/api/v1/products?in_stock=1&sort=price_asc&per_page=60')).json();
  const found: { it_id: number; it_name: string }[] = [];
  for (const card of list.data as { it_id: number; it_name: string }[]) {
    const detail = await (await page.request.get(`/api/v1/products/${card.it_id}`)).json();
    if (detail.options.length === 0 && detail.purchasable && !detail.is_custom) found.push(card);
    if (found.length === count + skip) break;
  }
  expect(found.length).toBe(count + skip);
  return found.slice(skip);
}

export const test = base.extend<{ probe: Probe }>({
  probe: async ({ page }, use) => {
    const probe = new Probe(page);
    await probe.install();
    await use(probe);
    expect(probe.hits, 'payloads that ran').toEqual([]);
  },
});

export { expect };
