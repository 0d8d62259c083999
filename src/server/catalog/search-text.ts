const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const HANGUL_START = 0xac00;
const HANGUL_END = 0xd7a3;

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

/**
 * The text a product is searched by: its names, keywords and category names run together without
 * spaces, then the initial consonants of the Korean name, so trigram search finds partial words,
 * spacing variants, English names and 초성 queries.
 */
export function buildSearchText(parts: {
  name: string;
  name_en: string;
  keywords?: string;
  summary?: string;
  categories?: string[];
}): string {
  const words = [parts.name, parts.name_en, parts.keywords ?? '', parts.summary ?? '', ...(parts.categories ?? [])];
  return [...words.map(compact), initialConsonants(parts.name)].filter(Boolean).join(' ');
}
