import type { Language } from './constants';

export type Dictionary = Record<string, string>;

/** Fills `{name}` placeholders; unknown names stay as written. */
export function fill(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
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

/** The localised field of a record with Korean `name` and English `name_en` style pairs. */
export function pick<T extends Record<string, unknown>>(row: T, field: string, lang: Language): string {
  const en = row[`${field}_en`];
  if (lang === 'en' && typeof en === 'string' && en.trim() !== '') return en;
  return String(row[field] ?? '');
}
