import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KO_CART_LABELS } from '~/features/cart/cart.labels';
import { KO_POPUP_LABELS } from '~/features/popups/popups.labels';
import { KO_SIDEBAR_LABELS } from '~/features/sidebar/sidebar.labels';
import { fillPlurals } from '~/lib/plural';
import type { TemplateNode } from '~/lib/template';
import { MAIN_BANNER, POPUPS } from '~/server/seed/promotions.data';
import { en } from './en';

const SRC = path.resolve(import.meta.dirname, '..');
const HANGUL = /[\uAC00-\uD7A3]/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'seed' ? [] : files(full);
    return /\.(astro|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every `t('…')` the code renders with Korean in it. */
function renderedTerms(): { term: string; file: string }[] {
  return files(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g)]
      .map((m) => ({ term: (m[2] as string).replace(/\\(['"\\])/g, '$1'), file: path.relative(SRC, file) }))
      .filter(({ term }) => HANGUL.test(term)),
  );
}

function templateTexts(node: TemplateNode): string[] {
  // biome-ignore lint/performance/useDomNodeTextContent: a template node's text property, not a DOM node
  const own = node.option?.props?.innerText;
  return [...(own ? [own] : []), ...(node.children ?? []).flatMap(templateTexts)];
}

describe('the English shop out of the box', () => {
  it('has English for every Korean string the pages and islands render', () => {
    const missing = renderedTerms().filter(({ term }) => !(term in en));
    expect(missing).toEqual([]);
  });

  it('has English for the side bar, cart and popup words that pages translate from their Korean sets', () => {
    const sets = [KO_SIDEBAR_LABELS, KO_CART_LABELS, KO_POPUP_LABELS].flatMap((set) => Object.values(set));
    expect(sets.filter((text) => HANGUL.test(text) && !(text in en))).toEqual([]);
  });

  it("has English for every text of the seeded banner's template", () => {
    expect(templateTexts(MAIN_BANNER).filter((text) => !(text in en))).toEqual([]);
  });

  it("has English for the seeded popups' titles, their pictures' text alternatives on every page", () => {
    expect(POPUPS.map((p) => p.title).filter((title) => !(title in en))).toEqual([]);
  });

  it('writes counted words through plural blocks that read as English for one and for many', () => {
    const plurals = Object.entries(en).filter(([, text]) => text.includes(', plural,'));
    expect(plurals.length).toBeGreaterThan(5);
    for (const [, text] of plurals) {
      const names = [...text.matchAll(/\{(\w+), plural,/g)].map((m) => m[1] as string);
      for (const count of [1, 2]) {
        const filled = fillPlurals(text, Object.fromEntries(names.map((n) => [n, count])));
        expect(filled).not.toContain('plural');
      }
    }
    expect(fillPlurals(en['알림 {count}건'] as string, { count: 1 })).toBe('1 notification');
    expect(fillPlurals(en['{count}점'] as string, { count: 1 })).toBe('1 star');
  });
});
