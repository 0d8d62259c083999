import { escapeHtml } from '~/lib/html';
import { mix } from './colour.ts';

/**
 * Scent families and the colour each is drawn in, across oils, candles and diffusers, so that a
 * shopper reads the family from the picture: pink florals, yellow citrus, brown woods…
 */
export const SCENT_TONES = {
  floral: '#e59ab2',
  fruity: '#e9765a',
  woody: '#8a5a34',
  citrus: '#efc030',
  gourmand: '#c4834a',
  signature: '#6d4f96',
  herbal: '#5f9d5c',
  blend: '#2f8a86',
} as const;
export type Scent = keyof typeof SCENT_TONES;
export const SCENTS = Object.keys(SCENT_TONES) as Scent[];

/** What sets one product picture apart from its kind's: its scent family's colour and its volume. */
export type ProductLook = { scent?: Scent | undefined; volume?: string | undefined };

const FONT = `font-family="Pretendard, 'Noto Sans KR', sans-serif"`;

/** The volume in a pill at the top right, where no card control covers it. */
export function volumeBadge(volume: string, width = 800): string {
  const w = 44 + volume.length * 25;
  const x = width - 40 - w;
  return `<g><rect x="${x}" y="40" width="${w}" height="76" rx="38" fill="#2a2521" opacity="0.86"/>
<text x="${x + w / 2}" y="92" text-anchor="middle" ${FONT} font-size="42" font-weight="700" fill="#fff">${escapeHtml(volume)}</text></g>`;
}

/** The wall and table of the set, tinted toward the scent's colour so the whole tile says it. */
export function tinted<P extends { wall: string; table: string; accent: string }>(p: P, scent: Scent | undefined): P {
  if (!scent) return p;
  const tone = SCENT_TONES[scent];
  return { ...p, wall: mix(p.wall, tone, 0.22), table: mix(p.table, tone, 0.3), accent: tone };
}

/** A file name part for a look: '-floral-100ml'. */
export function lookSuffix({ scent, volume }: ProductLook): string {
  return `${scent ? `-${scent}` : ''}${volume ? `-${volume.toLowerCase()}` : ''}`;
}
