/**
 * How much of a rendered page a visitor reads in English: its visible text (no scripts, styles,
 * templates or tags; the values of alt, title, aria-label and placeholder counted too, as a screen
 * reader speaks them), each piece with a Korean letter in it counting as not English. Used by the
 * studio's per-page figure (`../admin-translations/page-coverage.service.ts`) and the English
 * coverage bench (`bench/english-coverage.ts`).
 */
const KOREAN = /[\u3131-\u318e\uac00-\ud7a3]/;
const LETTER = /\p{L}/u;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&nbsp;': ' ' };

const decode = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (m) => ENTITIES[m] ?? "'");

/** The pieces of text a visitor reads (or hears) on a page. */
export function visibleTexts(html: string): string[] {
  const body = html.replace(/<head[\s\S]*?<\/head>/i, '');
  const attrs = [...body.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
  const text = body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => decode(s).trim());
  return [...text, ...attrs].filter((s) => LETTER.test(s));
}

export type EnglishMeasure = {
  /** Pieces of visible text. */
  pieces: number;
  /** Of those, the pieces still in Korean. */
  korean: number;
  /** The share in English, 0 to 1. */
  share: number;
  /** The pieces still in Korean, in page order. */
  left: string[];
};

/** `translated` says a Korean-looking piece reads as translated after all (the bench's model stand-in). */
export function measureEnglish(html: string, translated: (piece: string) => boolean = () => false): EnglishMeasure {
  const pieces = visibleTexts(html);
  const left = pieces.filter((s) => KOREAN.test(s) && !translated(s));
  return { pieces: pieces.length, korean: left.length, share: 1 - left.length / Math.max(1, pieces.length), left };
}

/** The page's own title (`<title>`), as its tab shows it. */
export function pageTitle(html: string): string {
  return decode(html.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1] ?? '').trim();
}
