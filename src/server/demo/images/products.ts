import {
  book,
  dropperBottle,
  dyeSet,
  jarCandle,
  kitBox,
  mold,
  pillarCandle,
  pitcher,
  reedDiffuser,
  tin,
  waxPile,
  wickSpool,
} from './objects.ts';
import { PALETTES, type Palette, scene } from './scene.ts';

export type ImageKind =
  | 'jar-candle'
  | 'pillar-candle'
  | 'diffuser'
  | 'dropper'
  | 'wax'
  | 'wick'
  | 'mold'
  | 'dye'
  | 'tool'
  | 'kit'
  | 'book'
  | 'tin';

const WAX_TONES = ['#fbf6ec', '#f5ead7', '#f7e6e4', '#eef2e6', '#f3efe2', '#efe8f3'];
const OIL_GLASS = ['#8a5a2b', '#6d4a2c', '#5a6b4a', '#4e6577'];
const LIQUID = ['#f0d9b5', '#e9c7c9', '#d7e3cf', '#d5dfe9'];
const DYES = ['#c0504d', '#e6a23c', '#5b8c5a', '#4f6fa8', '#8e5ea2', '#d4769a'];

function body(kind: ImageKind, p: Palette, v: number): string {
  switch (kind) {
    case 'jar-candle':
      return jarCandle(p, WAX_TONES[v % WAX_TONES.length] ?? '#fbf6ec');
    case 'pillar-candle':
      return pillarCandle(p, WAX_TONES[(v + 2) % WAX_TONES.length] ?? '#fbf6ec');
    case 'diffuser':
      return reedDiffuser(p, LIQUID[v % LIQUID.length] ?? '#f0d9b5');
    case 'dropper':
      return dropperBottle(p, OIL_GLASS[v % OIL_GLASS.length] ?? '#8a5a2b');
    case 'wax':
      return waxPile(p, WAX_TONES[v % WAX_TONES.length] ?? '#fbf6ec');
    case 'wick':
      return wickSpool(p);
    case 'mold':
      return mold(p);
    case 'dye':
      return dyeSet(
        p,
        [0, 1, 2].map((i) => DYES[(v + i * 2) % DYES.length] ?? '#c0504d'),
      );
    case 'tool':
      return pitcher(p);
    case 'kit':
      return kitBox(p);
    case 'book':
      return book(p);
    case 'tin':
      return tin(p);
  }
}

/** A product photo-style illustration: kind × variant picks the palette and object colours. */
export function productSvg(kind: ImageKind, variant: number): string {
  const palette = PALETTES[variant % PALETTES.length] ?? (PALETTES[0] as Palette);
  return scene(palette, body(kind, palette, variant));
}

export const VARIANTS_PER_KIND = 6;

export function productImagePath(kind: ImageKind, variant: number): string {
  return `products/${kind}-${variant % VARIANTS_PER_KIND}.webp`;
}
