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

/** Escapes LIKE's wildcards so that a shopper's `%` or `_` is looked for as written. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
