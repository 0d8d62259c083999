import { compact, isInitialConsonants } from '../catalog/search-text.ts';

/** Spec 2.6: longer keywords are refused (422 on the API, a message on the page). */
export const KEYWORD_MAX_LENGTH = 100;

/** What a keyword searches for: the whole keyword without spaces, and each word of it. */
export type KeywordQuery = {
  /** The keyword as the shopper wrote it, trimmed, with runs of spaces made one. */
  text: string;
  /** Lower-cased, spaces removed: 소이 캔들 → 소이캔들, ㅅㅇ ㅋㄷ → ㅅㅇㅋㄷ. */
  whole: string;
  /** Each word, lower-cased; a product matches when it holds every word, in any order. */
  terms: string[];
  /** Written in initial consonants only (초성). */
  consonants: boolean;
  /** Other words each term may be found by (synonyms from the shop's variant list), by term. */
  synonyms?: string[][];
};

export function normalizeKeyword(raw: string | null | undefined): string {
  return (raw ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** A keyword ready to search, or undefined when it is empty or blank (which searches nothing). */
export function keywordQuery(raw: string | null | undefined): KeywordQuery | undefined {
  const text = normalizeKeyword(raw);
  if (text === '') return undefined;
  const terms = [...new Set(text.split(' ').map(compact).filter(Boolean))];
  return { text, whole: compact(text), terms, consonants: isInitialConsonants(text) };
}

/** The keyword made of these words, each term also found by its synonyms. */
export function keywordQueryOf(words: string[], synonyms: string[][] = []): KeywordQuery | undefined {
  const query = keywordQuery(words.join(' '));
  if (!query) return undefined;
  const byWord = new Map(words.map((w, i) => [compact(w), synonyms[i] ?? []]));
  const alternatives = query.terms.map((t) => (byWord.get(t) ?? []).filter((s) => s !== t));
  return alternatives.some((a) => a.length > 0) ? { ...query, synonyms: alternatives } : query;
}

/** Escapes LIKE's wildcards so that a shopper's `%` or `_` is looked for as written. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
