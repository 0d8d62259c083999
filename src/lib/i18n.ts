import type { Language } from './constants';
import { fillPlurals } from './plural';

export type Dictionary = Record<string, string>;

/**
 * A term a page rendered without a translation: its source (`s`) and the values filled into it
 * (`v`), so the browser can find the text shown and write the translation in its place.
 */
export type MissingTerm = { s: string; v?: Record<string, string | number> };

/** The id of the `<script type="application/json">` listing a page's missing terms. */
export const MISSING_TERMS_ID = 'missing-terms';

/**
 * Fills `{name}` placeholders and English plural blocks (`{count, plural, one {# unit} other {# units}}`,
 * see plural.ts); unknown names stay as written.
 */
export function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return fillPlurals(text, vars).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/**
 * Spec 4: Korean, or no dictionary for the language, shows the text as written; otherwise the
 * translation, or the source text when the term is missing (the caller may queue it).
 */
export function translate(
  text: string,
  lang: Language,
  dict: Dictionary | undefined,
  vars?: Record<string, string | number>,
): { text: string; missing: boolean } {
  if (lang === 'kr' || !dict) return { text: fill(text, vars), missing: false };
  const hit = dict[text];
  return hit === undefined ? { text: fill(text, vars), missing: true } : { text: fill(hit, vars), missing: false };
}

type Text = string | null | undefined;

/** The English twin's name of a field: `name_en`, or `bankNameEn` in a camelCase record. */
type EnglishOf<T, K extends string> = Extract<keyof T, `${K}_en` | `${K}En`>;

/**
 * The fields of `T` that have an English twin, both holding text: `'name' | 'summary'` for
 * `{ name, name_en, summary, summary_en, price }`.
 */
export type LocalisedField<T> = {
  [K in keyof T & string]-?: [EnglishOf<T, K>] extends [never]
    ? never
    : T[K] extends Text
      ? T[EnglishOf<T, K>] extends Text
        ? K
        : never
      : never;
}[keyof T & string];

/**
 * The one way to show a record's localised field: for English, its English twin (`name_en`, or
 * `nameEn`) when that has text; otherwise the Korean field (`name`), or '' when it is empty.
 */
export function pick<T extends object, K extends LocalisedField<T>>(row: T, field: K, lang: Language): string {
  const fields = row as Record<string, unknown>;
  if (lang === 'en') {
    for (const twin of [`${field}_en`, `${field}En`]) {
      const en = fields[twin];
      if (typeof en === 'string' && en.trim() !== '') return en;
    }
  }
  const ko = fields[field];
  return typeof ko === 'string' ? ko : '';
}
