/**
 * Spec §4, translation display, for a page the server rendered: the page lists the terms it showed
 * in Korean for want of a translation (`#missing-terms`, src/server/i18n/missing-terms.ts). Each is
 * looked up in the translations this browser keeps for the language; one kept is written in at once,
 * the others are queued, sent 2000 ms after the latest miss, and written in when the answer comes
 * (translation.store.ts holds the queue and the map). The server applies its own package before
 * rendering, so the browser never downloads the whole package: it asks only for what a page lacked.
 *
 * Only text the server translated is touched: the page's own listed terms, as whole text nodes or
 * attribute values, outside the React islands (which render their own text from their props).
 */
import { fill, type MissingTerm } from '~/lib/i18n';
import { $language, $packages, queueMiss } from './translation.store';

/** Where this browser keeps the translations it was sent, per language (spec: "the stored map"). */
export const storedMapKey = (lang: string) => `translation/${lang}`;
/** The terms asked for in this tab's session that had no translation yet: not asked again on every page. */
export const askedKey = (lang: string) => `translation-asked/${lang}`;
/** The most translations kept; the oldest go first. */
export const STORED_MAX = 1000;

const ATTRIBUTES = ['placeholder', 'title', 'aria-label', 'alt'] as const;
const SKIPPED = 'script, style, template, textarea, astro-island, [contenteditable]';

function readJson<T>(storage: Storage | undefined, key: string, fallback: T): T {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still shows what it was sent.
  }
}

/** The map kept, bounded: the latest STORED_MAX entries (insertion order is age). */
export function bounded(map: Record<string, string>, max = STORED_MAX): Record<string, string> {
  const entries = Object.entries(map);
  return entries.length > max ? Object.fromEntries(entries.slice(entries.length - max)) : map;
}

/**
 * Writes `to` where the page shows exactly `from`: text nodes whose text (spaces aside) is `from`,
 * and the attributes a person reads or hears. Answers how many places changed.
 */
export function replaceShown(root: ParentNode, from: string, to: string): number {
  if (from === to || from.trim() === '') return 0;
  let changed = 0;
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (text.trim() !== from || node.parentElement?.closest(SKIPPED)) continue;
    node.nodeValue = text.replace(from, to);
    changed++;
  }
  for (const name of ATTRIBUTES) {
    for (const el of root.querySelectorAll(`[${name}]`)) {
      if (el.getAttribute(name) !== from || el.closest(SKIPPED)) continue;
      el.setAttribute(name, to);
      changed++;
    }
  }
  if (root === doc && doc.title === from) {
    doc.title = to;
    changed++;
  }
  return changed;
}

/** Writes in every listed term that `map` translates; answers the terms it did not have. */
export function applyTranslations(root: ParentNode, terms: MissingTerm[], map: Record<string, string>): MissingTerm[] {
  const left: MissingTerm[] = [];
  for (const term of terms) {
    const translation = map[term.s];
    if (translation === undefined) left.push(term);
    else replaceShown(root, fill(term.s, term.v), fill(translation, term.v));
  }
  return left;
}

/**
 * Starts the page's translation: `listed` is the text of `#missing-terms`. Answers a function that
 * stops listening (tests).
 */
export function startMissingTerms(
  listed: string | null | undefined,
  lang: 'en',
  doc: Document = document,
  storage: Storage | undefined = globalThis.localStorage,
  session: Storage | undefined = globalThis.sessionStorage,
): () => void {
  let terms: MissingTerm[];
  try {
    terms = JSON.parse(listed ?? '[]') as MissingTerm[];
  } catch {
    return () => {};
  }
  if (!Array.isArray(terms) || terms.length === 0) return () => {};
  const kept = readJson<Record<string, string>>(storage, storedMapKey(lang), {});
  $language.set(lang);
  $packages.setKey(lang, { ...($packages.get()[lang] ?? {}), ...kept });
  let waiting = applyTranslations(doc, terms, $packages.get()[lang] ?? {});
  const asked = new Set(readJson<string[]>(session, askedKey(lang), []));
  const ask = waiting.filter((term) => !asked.has(term.s));
  for (const term of ask) queueMiss(term.s);
  if (ask.length) writeJson(session, askedKey(lang), [...asked, ...ask.map((term) => term.s)].slice(-STORED_MAX));
  return $packages.listen((packages) => {
    const map = packages[lang] ?? {};
    const before = waiting.length;
    waiting = applyTranslations(doc, waiting, map);
    if (waiting.length === before) return;
    // The map holds what was kept and every answer since: it is what to keep.
    writeJson(storage, storedMapKey(lang), bounded(map));
  });
}
