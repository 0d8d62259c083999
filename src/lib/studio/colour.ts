/**
 * The finished piece's colour: dyes and micas mixed by drops in OKLab (a perceptual space, so red
 * and blue make a purple rather than a muddy grey), then laid over the wax or liquid by
 * concentration, drops per 100 ml.
 */
import { formatHex, modeOklab, modeRgb, type Oklab, useMode as registerMode } from 'culori/fn';
import type { ProductType } from './types.ts';

// culori's tree-shaken build: register the two colour spaces used (not React hooks).
const toOklab = registerMode(modeOklab);
registerMode(modeRgb);

/** The uncoloured piece: soy wax, diffuser liquid, spray liquid. */
export const BASE_COLOUR: Record<ProductType, string> = {
  candle: '#f3ede1',
  diffuser: '#f6f1e4',
  spray: '#f8f6f0',
};

/** A mica tints half as much as a dye drop for drop (it is a shimmer, not a stain). */
const STRENGTH = { dye: 1, mica: 0.5 } as const;
/** Drops per 100 ml at which a colour reaches about 63 % of its full depth. */
const DEPTH_DROPS = 4;

export type ColourInput = { swatch: string; drops: number; kind: 'dye' | 'mica' };

const lab = (hex: string): Oklab => toOklab(hex) ?? { mode: 'oklab', l: 1, a: 0, b: 0 };

/** 0 (uncoloured) to almost 1 (the colour's full depth), from drops in a piece of `sizeMl`. */
export function depthOf(effectiveDrops: number, sizeMl: number): number {
  if (effectiveDrops <= 0 || sizeMl <= 0) return 0;
  return 1 - Math.exp(-((effectiveDrops * 100) / sizeMl) / DEPTH_DROPS);
}

/** Mixes swatches weighted by drops (and kind) in OKLab; null when there are no drops. */
export function mixSwatches(colours: ColourInput[]): string | null {
  let weight = 0;
  const sum = { l: 0, a: 0, b: 0 };
  for (const c of colours) {
    const w = Math.max(0, c.drops) * STRENGTH[c.kind];
    if (w === 0) continue;
    const p = lab(c.swatch);
    sum.l += p.l * w;
    sum.a += p.a * w;
    sum.b += p.b * w;
    weight += w;
  }
  if (weight === 0) return null;
  return formatHex({ mode: 'oklab', l: sum.l / weight, a: sum.a / weight, b: sum.b / weight });
}

/** The finished piece's colour as #rrggbb. */
export function pieceColour(type: ProductType, sizeMl: number, colours: ColourInput[]): string {
  const base = BASE_COLOUR[type];
  const pigment = mixSwatches(colours);
  if (!pigment) return base;
  const effective = colours.reduce((s, c) => s + Math.max(0, c.drops) * STRENGTH[c.kind], 0);
  const t = depthOf(effective, sizeMl);
  const from = lab(base);
  const to = lab(pigment);
  return formatHex({
    mode: 'oklab',
    l: from.l + (to.l - from.l) * t,
    a: from.a + (to.a - from.a) * t,
    b: from.b + (to.b - from.b) * t,
  });
}
