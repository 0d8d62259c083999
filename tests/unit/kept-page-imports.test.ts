import { describe, expect, it } from 'vitest';
import { keepPageImports } from '../../scripts/lib/kept-page-imports.mjs';

const entry = [
  'var _page0 = () => import("./chunks/index_A1.mjs");',
  'var _page1 = () => import("./chunks/_categoryId__B2.mjs");',
  'var pageMap = /* @__PURE__ */ new Map([["src/pages/index.astro", _page0], ["src/pages/c.astro", _page1]]);',
].join('\n');

/** Evaluates the rewritten loaders with `import` standing in for the module loader. */
function loaders(code: string, load: (specifier: string) => Promise<unknown>) {
  const body = code.replaceAll('import(', 'load(').replace(/var pageMap[^\n]*/, '');
  return new Function('load', `${body}\nreturn [_page0, _page1];`)(load) as (() => Promise<unknown>)[];
}

describe('kept page imports (server build)', () => {
  it('wraps every page loader of the entry and leaves the rest as it was', () => {
    const out = keepPageImports(entry) as string;
    expect(out).toContain('var _page0 = __keptImport(() => import("./chunks/index_A1.mjs"));');
    expect(out).toContain('var _page1 = __keptImport(() => import("./chunks/_categoryId__B2.mjs"));');
    expect(out).toContain('var pageMap = /* @__PURE__ */ new Map(');
    expect(keepPageImports('export const x = () => import("./a.mjs");')).toBeUndefined();
    expect(keepPageImports('var pageMap = new Map(); const a = () => import(other);')).toBeUndefined();
  });

  it('loads a page module once and keeps it; a failed load is tried again on the next request', async () => {
    let calls = 0;
    let fail = true;
    const [page0] = loaders(keepPageImports(entry) as string, async (specifier) => {
      calls++;
      if (fail) throw new Error(`cannot load ${specifier}`);
      return { specifier };
    });
    await expect(page0?.()).rejects.toThrow('cannot load ./chunks/index_A1.mjs');
    fail = false;
    const first = await page0?.();
    expect(first).toEqual({ specifier: './chunks/index_A1.mjs' });
    expect(await page0?.()).toBe(first);
    expect(calls).toBe(2);
  });
});
