import { compact } from '../catalog/search-text.ts';

/**
 * Search that forgives: the shop's list of spelling variants and synonyms applied to a keyword, and
 * the correction of a word the catalogue does not hold to the closest word it does (edit distance
 * on Hangul jamo, so 라밴더 is one letter from 라벤더, as lavendar is from lavender).
 */

export type VariantKind = 'spelling' | 'synonym';
export type Variant = { variant: string; canonical: string; kind: VariantKind };

/** A keyword after the variant list: its words (spelling variants replaced), each with its synonyms. */
export type Rewritten = { words: string[]; synonyms: string[][]; changed: boolean };

const HANGUL = /[가-힣]/;
const splitWords = (text: string) => text.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Rule "variant rewriting": a word (or two neighbouring words run together) that is a spelling
 * variant becomes its canonical word; a Korean spelling variant is also replaced inside a
 * run-together word (라밴더디퓨져 → 라벤더디퓨저); a synonym keeps the word and adds the canonical
 * word as an alternative (향초 finds 캔들 too).
 */
export function applyVariants(text: string, variants: Variant[]): Rewritten {
  const spelling = new Map<string, string>();
  const synonym = new Map<string, string[]>();
  for (const v of variants) {
    const key = compact(v.variant);
    if (v.kind === 'spelling') spelling.set(key, v.canonical.normalize('NFC').toLowerCase());
    else synonym.set(key, [...(synonym.get(key) ?? []), compact(v.canonical)]);
  }
  const input = splitWords(text);
  const words: string[] = [];
  let changed = false;
  for (let i = 0; i < input.length; i++) {
    const word = input[i] as string;
    const pair = i + 1 < input.length ? `${word}${input[i + 1]}` : undefined;
    if (pair && spelling.has(pair)) {
      words.push(spelling.get(pair) as string);
      changed = true;
      i++;
      continue;
    }
    const whole = spelling.get(word);
    if (whole !== undefined) {
      words.push(whole);
      changed = true;
      continue;
    }
    const inside = HANGUL.test(word) ? replaceInside(word, spelling) : word;
    if (inside !== word) changed = true;
    words.push(inside);
  }
  const flat = words.flatMap(splitWords);
  return { words: flat, synonyms: flat.map((w) => synonym.get(compact(w)) ?? []), changed };
}

/** Korean spelling variants of two syllables or more, replaced inside a word, longest first. */
function replaceInside(word: string, spelling: Map<string, string>): string {
  let out = word;
  const keys = [...spelling.keys()].filter((k) => HANGUL.test(k) && [...k].length >= 2 && k !== word);
  for (const key of keys.sort((a, b) => b.length - a.length)) {
    if (out.includes(key)) out = out.split(key).join(compact(spelling.get(key) as string));
  }
  return out;
}

const CHO = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const JONG = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

/** Hangul syllables as their letters (라벤더 → ㄹㅏㅂㅔㄴㄷㅓ); other characters as they are. */
export function jamo(text: string): string[] {
  const out: string[] = [];
  for (const ch of text.normalize('NFC')) {
    const code = (ch.codePointAt(0) ?? 0) - 0xac00;
    if (code < 0 || code > 11171) {
      out.push(ch);
      continue;
    }
    out.push(CHO[Math.floor(code / 588)] as string, JUNG[Math.floor((code % 588) / 28)] as string);
    const last = JONG[code % 28];
    if (last) out.push(last);
  }
  return out;
}

/** Edits (insert, delete, replace, swap of neighbours) between two letter sequences. */
export function editDistance(a: string[], b: string[]): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Rule "edits allowed by length": none up to 3 letters (jamo), one up to 5, two beyond. */
export function editsAllowed(letters: number): number {
  return letters <= 3 ? 0 : letters <= 5 ? 1 : 2;
}

/** Korean particles and endings shoppers put after a word (선물용, 차에, 캔들을). */
const ENDING = /(?:에서|으로|용으로|용|에|을|를|이|가|은|는|의|로|와|과|도|만)$/u;

/**
 * The catalogue's words with how many products hold each. A word is known when one of them holds it
 * (partial words are found by the search as they are).
 */
export type Vocabulary = Map<string, number>;

export const isKnown = (word: string, vocabulary: Vocabulary) => {
  if (vocabulary.has(word)) return true;
  for (const w of vocabulary.keys()) if (w.includes(word)) return true;
  return false;
};

/** Rule "closest word": the catalogue word fewest edits away within editsAllowed; ties go to the word more products hold. */
export function closestWord(word: string, vocabulary: Vocabulary): string | undefined {
  const letters = jamo(word);
  const allowed = editsAllowed(letters.length);
  if (allowed === 0) return undefined;
  let best: { word: string; edits: number; count: number } | undefined;
  for (const [candidate, count] of vocabulary) {
    const other = jamo(candidate);
    if (Math.abs(other.length - letters.length) > allowed) continue;
    const edits = editDistance(letters, other);
    if (edits > allowed) continue;
    if (!best || edits < best.edits || (edits === best.edits && count > best.count))
      best = { word: candidate, edits, count };
  }
  return best?.word;
}

/**
 * Rule "tolerant matching": for the words of a keyword that found nothing, the keywords to try in
 * turn. First each word kept when the catalogue holds it, else without its Korean ending when that
 * is known, else the closest catalogue word, else left out (the fillers of a sentence: 주세요);
 * then only the words the catalogue holds (as written or without their ending). Keywords that
 * would change nothing or hold no word are not offered.
 */
export function tolerantWords(words: string[], vocabulary: Vocabulary): string[][] {
  const corrected: string[] = [];
  const known: string[] = [];
  for (const word of words) {
    if (isKnown(word, vocabulary)) {
      corrected.push(word);
      known.push(word);
      continue;
    }
    const stem = word.replace(/[?!.,~]+$/u, '').replace(ENDING, '');
    if (stem !== word && stem.length > 0 && isKnown(stem, vocabulary)) {
      corrected.push(stem);
      known.push(stem);
      continue;
    }
    const closest = closestWord(stem, vocabulary);
    if (closest) corrected.push(closest);
  }
  const original = words.join(' ');
  const tries = [corrected, known].filter((t) => t.length > 0 && t.join(' ') !== original);
  return tries.filter((t, i) => i === 0 || t.join(' ') !== (tries[0] as string[]).join(' '));
}
