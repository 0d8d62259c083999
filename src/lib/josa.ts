/**
 * Korean particles chosen by the word they follow: the first form after a final consonant
 * (주소를 but 상품명을), the second after a vowel. For 으로/로 a final ㄹ takes 로 (서울로, 부산으로).
 */
export type Particle = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant ㄹ's index in a Hangul syllable. */
const RIEUL = 8;

/** How a digit is read (영, 일, 이, 삼, …): its final consonant index, 0 for none. */
const DIGIT_FINALS = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0];
/** Latin letters whose Korean names end in a consonant: 엘, 엠, 엔, 알. */
const LETTER_FINALS: Record<string, number> = { l: RIEUL, m: 16, n: 4, r: RIEUL };

/**
 * The final consonant of the word's last readable character (trailing quotes, brackets and spaces
 * are skipped): 0 for none, undefined when nothing in the word can be read.
 */
function finalOf(word: string): number | undefined {
  for (let i = word.length - 1; i >= 0; i--) {
    const ch = word[i] ?? '';
    const code = ch.charCodeAt(0);
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28;
    if (ch >= '0' && ch <= '9') return DIGIT_FINALS[code - 48];
    const lower = ch.toLowerCase();
    if (lower >= 'a' && lower <= 'z') return LETTER_FINALS[lower] ?? 0;
  }
  return undefined;
}

/** The particle alone, for messages that put it after a quoted word: `'향초'로`. */
export function particle(word: string, pair: Particle): string {
  const [withFinal = '', withoutFinal = ''] = pair.split('/');
  const final = finalOf(word);
  if (final === undefined) return withFinal;
  if (pair === '으로/로') return final === 0 || final === RIEUL ? withoutFinal : withFinal;
  return final === 0 ? withoutFinal : withFinal;
}

/** The word with its particle: josa('주소', '을/를') is '주소를', josa('부산', '으로/로') is '부산으로'. */
export function josa(word: string, pair: Particle): string {
  return `${word}${particle(word, pair)}`;
}
