// The shop's own Pretendard subset: one file with every character the shop's own text is written in
// (the Korean of its pages, dictionary and demo content, Latin, digits and the punctuation it uses),
// at the weights the design tokens use (400–700 of the variable font's axis).
//
// Why not Pretendard's 92 unicode-range subsets alone: a Korean page drew with about twelve of them,
// each carrying ~125 syllables the page mostly does not use, about 300 KB that a first visit fetches
// at the browser's highest priority, ahead of the page's largest picture (Lighthouse mobile, first
// visit: category 90, cart 93). This file is about 115 KB. Pretendard's subsets stay declared first,
// so a character outside this file (a product name stored later, a member's own text) is still drawn
// in Pretendard from the subset that holds it; the browser asks for that subset only then.
// Why not Astro's fonts API: its glyph subsetting is for remote providers; local files are served as
// they are. The subsetting itself is harfbuzz's (`subset-font`).

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the generated files go (ignored by git; made again whenever the shop's text changes). */
export const FONT_DIR = path.join(ROOT, 'src/styles/fonts');
const FONT_FILE = 'pretendard-shop.woff2';
const CSS_FILE = 'pretendard-shop.css';
const STAMP_FILE = 'pretendard-shop.stamp';

/** The folders whose text the pages show. */
const TEXT_DIRS = ['src/i18n', 'src/pages', 'src/features', 'src/components', 'src/layouts', 'src/lib', 'src/server'];
const TEXT_FILE = /\.(ts|tsx|astro|md|mjs|css)$/;

/** Latin, digits and the punctuation and signs the shop writes (prices, ratings, arrows, quotes). */
function latinAndSigns() {
  let text = '';
  for (let c = 0x20; c < 0x7f; c++) text += String.fromCharCode(c);
  for (let c = 0xa0; c <= 0xff; c++) text += String.fromCharCode(c);
  text += '‘’“”·…–—•※₩€™←↑→↓★☆♥○●◎■□▲△▶▷▼▽◀◁';
  return text;
}

/** Hangul compatibility letters (ㄱ…ㅣ) for initial-consonant search and its hints. */
function hangulLetters() {
  let text = '';
  for (let c = 0x3131; c <= 0x3163; c++) text += String.fromCharCode(c);
  return text;
}

function filesUnder(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(file, out);
    else if (TEXT_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

/**
 * Every character beyond ASCII written in the shop's sources (Hangul syllables above all, and signs
 * such as ☰, ‹ or − drawn as text), in code-point order. Emoji and other characters Pretendard does not
 * have are left to the system's fonts.
 */
export function shopCharacters() {
  const found = new Set();
  for (const dir of TEXT_DIRS) {
    for (const file of filesUnder(path.join(ROOT, dir))) {
      for (const ch of readFileSync(file, 'utf8')) {
        const c = ch.codePointAt(0) ?? 0;
        if (c > 0x7f && c <= 0xffff && !(c >= 0xfe00 && c <= 0xfe0f)) found.add(ch);
      }
    }
  }
  return [...found].sort();
}

/** `U+20-7E, U+AC00, …`: the code points of `text` as CSS unicode-range, consecutive ones joined. */
export function unicodeRange(text) {
  const points = [...new Set([...text].map((ch) => ch.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i];
    while (i + 1 < points.length && points[i + 1] === points[i] + 1) i++;
    const end = points[i];
    const hex = (n) => n.toString(16).toUpperCase();
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(', ');
}

/**
 * Makes the subset and its stylesheet when the shop's text has changed since they were made (a stamp
 * keeps the hash of the characters); otherwise does nothing. Answers whether it made them.
 */
export async function ensureShopFont() {
  const require = createRequire(import.meta.url);
  const variable = require.resolve('pretendard/dist/web/variable/woff2/PretendardVariable.woff2');
  const text = latinAndSigns() + hangulLetters() + shopCharacters().join('');
  const hash = createHash('sha256').update(text).update(readFileSync(variable)).digest('hex');
  const stamp = path.join(FONT_DIR, STAMP_FILE);
  const made = [FONT_FILE, CSS_FILE].every((f) => existsSync(path.join(FONT_DIR, f)));
  if (made && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;

  const { default: subsetFont } = await import('subset-font');
  const font = await subsetFont(readFileSync(variable), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  mkdirSync(FONT_DIR, { recursive: true });
  writeFileSync(path.join(FONT_DIR, FONT_FILE), font);
  // Declared after Pretendard's own subsets, with the same descriptors: for a character in both, the
  // face declared last is the one the browser uses, so the subsets are fetched only for the others.
  const css = `/* Made by scripts/lib/shop-font.mjs from the shop's text; do not edit. */
@import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';

@font-face {
  font-family: 'Pretendard Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 45 920;
  src: url('./${FONT_FILE}') format('woff2-variations');
  unicode-range: ${unicodeRange(text)};
}
`;
  writeFileSync(path.join(FONT_DIR, CSS_FILE), css);
  writeFileSync(stamp, hash);
  return true;
}

/** The Astro integration: the subset is made before Vite reads the stylesheet that names it. */
export function shopFontIntegration() {
  return {
    name: 'shop-font',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        if (await ensureShopFont()) logger.info('made the shop font subset');
      },
    },
  };
}
