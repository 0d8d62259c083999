import { baseBottle, carDiffuser, diffuserBottles, dropperPair, reedDiffuser } from './bottles.ts';
import { glassJar, jarCandle, pillarPair, tinCandle } from './candles.ts';
import { lighten } from './colour.ts';
import { books, kitBox } from './gifts.ts';
import { dyeBottles, micaJars, siliconeMold } from './makers.ts';
import type { Look } from './parts.ts';
import { lookSuffix, type ProductLook, SCENT_TONES, tinted, volumeBadge } from './product-look.ts';
import { palette, scene, sprig } from './scene.ts';
import { plasterTablets, reedBundle, waxPile, wickSpool, woodWicks } from './supplies.ts';
import { pitcher, scale, trimmer } from './tools.ts';

type Art = (look: Look) => string;

const WAX = ['#f7efe0', '#f2d9d3', '#dfe6d3', '#f3e3b5', '#e4dcec', '#ead8c0'];
const GLASS = ['#dfe7ea', '#b8743a', '#efefec', '#8d8a86', '#e3bdb8', '#9fb59a'];
const LIQUID = ['#f0d9a8', '#e9c3c6', '#cfe0c6', '#cfdbe8', '#efe2c9', '#d9cde6'];
const DYE_SETS = [
  ['#c8453f', '#e9b23a', '#3f67a8'],
  ['#4f9a62', '#8a57a6', '#e07aa0'],
  ['#e0763a', '#2f8f8a', '#7a4b2f'],
  ['#f0a6a0', '#a7c7e7', '#f3d77a'],
  ['#2f2f34', '#b23a5a', '#5a7a3a'],
];
const MICA_SETS = [
  ['#d4af5f', '#d9a192', '#c9ccd1'],
  ['#b87333', '#9c7a4a', '#ead9b0'],
  ['#9ec5c2', '#c7a8d8', '#f2c3c9'],
  ['#2f4e7e', '#3f6e4a', '#7a2f3f'],
  ['#f1e6c8', '#d8b4a0', '#b0b7c6'],
];

/** Each kind of product picture: how to draw it, its colour per variant, and whether the sprig fits beside it. */
const KINDS = {
  'jar-candle': { art: jarCandle, tones: WAX, prop: true },
  'glass-jar': { art: glassJar, tones: GLASS, prop: true },
  pillar: { art: pillarPair, tones: ['#f5efe2', '#d9a183', '#bccaa8', '#b9c8d6', '#6a6562', '#ecd9c0'], prop: true },
  tin: { art: tinCandle, tones: WAX, prop: false },
  dropper: { art: dropperPair, tones: ['#8a4f1f', '#2f4e7e', '#3f5e3c', '#6b3c17', '#5a3e6e', '#9a6a2a'], prop: false },
  diffuser: { art: reedDiffuser, tones: LIQUID, prop: true, zoom: 1.08 },
  'diffuser-bottle': { art: diffuserBottles, tones: GLASS, prop: false },
  'base-bottle': { art: baseBottle, tones: LIQUID, prop: false },
  'car-diffuser': { art: carDiffuser, tones: LIQUID, prop: true, zoom: 1.15 },
  wax: { art: waxPile, tones: ['#faf6ec', '#f3e7cc', '#e9b949', '#f1f0ec', '#f6ede0', '#ecd8cf'], prop: false },
  wick: { art: wickSpool, tones: ['#efe5d2', '#f2ece2', '#e9dcc4', '#f4efe6', '#e6d8bf'], prop: false },
  'wood-wick': { art: woodWicks, tones: ['#c49a6c', '#d9b88f', '#a8774e', '#8a5a3b', '#cfa77a'], prop: false },
  reeds: { zoom: 1.12, art: reedBundle, tones: ['#a07d59', '#3a3330', '#d2bd98', '#8c6a48', '#d8c9ae'], prop: false },
  plaster: { art: plasterTablets, tones: ['#f7f3ec', '#f0dcd8', '#e0e8da', '#e3e6ee', '#f3e8d0'], prop: true },
  dye: { art: dyeBottles, tones: DYE_SETS.map((s) => s[0] as string), sets: DYE_SETS, prop: false },
  mica: { art: micaJars, tones: MICA_SETS.map((s) => s[0] as string), sets: MICA_SETS, prop: false },
  mold: { art: siliconeMold, tones: ['#e8c9c4', '#cfd9cc', '#efe9df', '#c9d4e0', '#e5d2b5'], prop: true },
  pitcher: { art: pitcher, tones: ['#c9cdd2', '#c9cdd2', '#c9cdd2', '#c9cdd2', '#c9cdd2'], prop: false },
  scale: { art: scale, tones: ['#f4f2ee', '#3b3835', '#d9cfc4', '#e8ecef', '#c9b8a6'], prop: true },
  trimmer: { art: trimmer, tones: ['#c9a45c', '#3d3a37', '#c9cdd2', '#d4a08a', '#8d8f93'], prop: false },
  kit: { art: kitBox, tones: ['#b88a62', '#7f9672', '#b77f86', '#7893a8', '#b9974a'], prop: false },
  book: { art: books, tones: ['#7a8f74', '#a5675a', '#4f6478', '#c7a56a', '#6f5a7e'], prop: false },
} satisfies Record<string, { art: Art; tones: string[]; sets?: string[][]; prop: boolean; zoom?: number }>;

export type ImageKind = keyof typeof KINDS;
export const IMAGE_KINDS = Object.keys(KINDS) as ImageKind[];

/** How many pictures each kind has; product variants wrap around. */
export function variantsOf(kind: ImageKind): number {
  return KINDS[kind].tones.length;
}

/** The main colour of a picture, for colour swatches that match it. */
export function toneOf(kind: ImageKind, variant: number): string {
  const { tones } = KINDS[kind];
  return tones[variant % tones.length] as string;
}

/** A product picture's file: its kind and variant, and its look (scent colour, volume) when it has one. */
export function productImagePath(kind: ImageKind, variant: number, look: ProductLook = {}): string {
  return `products/${kind}-${variant % variantsOf(kind)}${lookSuffix(look)}.webp`;
}

/** The illustration alone (no set), for posters and compositions; `tone` overrides the variant's colour. */
export function artOf(kind: ImageKind, variant: number, uid = `${kind}-${variant}`, over: Partial<Look> = {}): string {
  const spec: { art: Art; sets?: string[][] } = KINDS[kind];
  const look: Look = { tone: toneOf(kind, variant), accent: palette(variant).accent, uid, ...over };
  const colours = spec.sets?.[variant % spec.sets.length];
  return spec.art(colours ? { ...look, colours } : look);
}

/**
 * A product photograph-style illustration: the object on a warm studio set. With a look, the object
 * and the set take the scent family's colour (a dropper's glass in full, wax and liquids lighter) and
 * the volume shows in a badge, so that a shopper tells a floral 50ml oil from a woody 100ml one.
 */
export function productSvg(kind: ImageKind, variant: number, look: ProductLook = {}): string {
  const p = tinted(palette(variant), look.scent);
  const spec: { prop: boolean; zoom?: number } = KINDS[kind];
  const zoom = spec.zoom ?? 1.3;
  const scentTone = look.scent && SCENT_TONES[look.scent];
  const over = scentTone ? { tone: kind === 'dropper' ? scentTone : lighten(scentTone, 0.35), accent: scentTone } : {};
  const art = artOf(kind, variant, `${kind}-${variant}${lookSuffix(look)}`, over);
  const body = `<g transform="translate(400 612) scale(${zoom}) translate(-400 -612)">${art}</g>`;
  const badge = look.volume ? volumeBadge(look.volume) : '';
  return scene(p, `${body}${badge}`, spec.prop && variant % 3 === 1 ? { prop: sprig(600, 712) } : {});
}
