const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const HANGUL_START = 0xac00;
const HANGUL_END = 0xd7a3;
const JAMO_ONLY = /^[ㄱ-ㅎ\s]+$/;

/**
 * Bumped whenever buildSearchText changes what it writes, so that stored rows made by older code
 * are rewritten (src/server/search/search-text-refresh.ts).
 */
export const SEARCH_TEXT_VERSION = 3;

/** The initial consonants of Hangul syllables (소이 캔들 → ㅅㅇㅋㄷ); other characters are dropped. */
export function initialConsonants(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= HANGUL_START && code <= HANGUL_END) out += CHOSEONG[Math.floor((code - HANGUL_START) / 588)];
    else if (/[ㄱ-ㅎ]/.test(ch)) out += ch;
  }
  return out;
}

/** Lower-case with every space removed, so that 소이캔들 and 소이 캔들 read the same. */
export function compact(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

/** Whether a keyword is written in initial consonants only (`ㅅㅇ ㅋㄷ`). */
export function isInitialConsonants(text: string): boolean {
  return JAMO_ONLY.test(text) && /[ㄱ-ㅎ]/.test(text);
}

const words = (text: string) => text.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The text a product is searched by. First the names, keywords and category names run together
 * without spaces (so 소이캔들 finds 소이 캔들 and partial words match inside them), then every
 * single word (so trigram similarity sees word boundaries, short words are found where a word
 * starts, and a misspelt word is forgiven), and last the initial consonants of the Korean name, whole
 * and word by word (초성 search: ㅅㅇㅋㄷ, ㅋㄷ). Repeated tokens are written once.
 */
export function buildSearchText(parts: {
  name: string;
  name_en: string;
  keywords?: string;
  summary?: string;
  categories?: string[];
}): string {
  const categories = parts.categories ?? [];
  const joined = [parts.name, parts.name_en, parts.keywords ?? '', parts.summary ?? '', ...categories].map(compact);
  const single = [parts.name, parts.name_en, parts.keywords ?? '', ...categories].flatMap(words);
  const consonants = [initialConsonants(parts.name), ...words(parts.name).map(initialConsonants)];
  const tokens = [...joined, ...single, ...consonants].filter(Boolean);
  return [...new Set(tokens)].join(' ');
}
