const HANGUL = /^[\uAC00-\uD7A3]+$/;

/**
 * A certificate holder's name as the public check shows it: a Korean name keeps its first and last
 * letters (`홍*동`, `김*`), any other word its first letter only (`E*** K**`). Masking twice changes nothing.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const letters = [...word];
      if (letters.length <= 1) return word;
      if (letters.length === 2) return `${letters[0]}*`;
      if (HANGUL.test(word.replace(/\*/g, '가')))
        return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
      return `${letters[0]}${'*'.repeat(letters.length - 1)}`;
    })
    .join(' ');
}
