import { escapeHtml } from '~/lib/html';
import { darken } from './colour.ts';
import { artOf, type ImageKind } from './product-art.ts';
import { palette, scene, sprig } from './scene.ts';

/** One object placed on a set: its base centre (x, y) and its size against the product photos. */
export type Placement = { kind: ImageKind; variant: number; x: number; y: number; scale: number };

const FONT = `font-family="Pretendard, 'Noto Sans KR', sans-serif"`;

function place(p: Placement, i: number): string {
  const art = artOf(p.kind, p.variant, `${p.kind}-${p.variant}-${i}`);
  return `<g transform="translate(${p.x} ${p.y}) scale(${p.scale}) translate(-400 -612)">${art}</g>`;
}

/** Several objects arranged on one set, without words: guide covers, feed posts, class pictures. */
export function compositionSvg(
  width: number,
  height: number,
  tint: number,
  items: Placement[],
  opts: { prop?: boolean; horizon?: number } = {},
): string {
  const body = items.map(place).join('');
  const prop = opts.prop ? sprig(width * 0.06, height * 0.93) : '';
  return scene(palette(tint), body, { width, height, prop, horizon: opts.horizon ?? 0.62 });
}

export type Poster = {
  width: number;
  height: number;
  tint: number;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** A round sticker such as '30%'. */
  badge?: string;
  items: Placement[];
};

function textLines(text: string, x: number, y: number, size: number, weight: number, fill: string, gap = 1.28): string {
  return text
    .split('\n')
    .map(
      (line, i) =>
        `<text x="${x}" y="${(y + i * size * gap).toFixed(0)}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" letter-spacing="-0.5">${escapeHtml(line)}</text>`,
    )
    .join('');
}

/**
 * A promotional image: the objects on the set and short copy on the wall above them (tall images)
 * or beside them (wide ones). The copy is part of the image, so each language gets its own file.
 */
export function posterSvg(p: Poster): string {
  const tall = p.height >= p.width;
  const accent = darken(palette(p.tint).accent, 0.25);
  const x = tall ? 56 : Math.round(p.width * 0.07);
  const y = tall ? 104 : Math.round(p.height * 0.3);
  const titleSize = tall ? 52 : Math.round(p.height * 0.12);
  const titleLines = p.title.split('\n').length;
  const subY = y + 40 + titleSize * 1.28 * titleLines;
  const badge = p.badge
    ? `<circle cx="${p.width - (tall ? 110 : 120)}" cy="${tall ? 130 : 110}" r="66" fill="#b4432f"/><text x="${p.width - (tall ? 110 : 120)}" y="${(tall ? 130 : 110) + 15}" text-anchor="middle" ${FONT} font-size="42" font-weight="800" fill="#fff">${escapeHtml(p.badge)}</text>`
    : '';
  const copy = `${textLines(p.eyebrow, x, y, tall ? 24 : 22, 600, accent)}
${textLines(p.title, x, y + (tall ? 68 : 56), titleSize, 800, '#2a2521')}
${textLines(p.subtitle, x, subY + (tall ? 20 : 8), tall ? 26 : 22, 500, '#6b6159', 1.45)}
<rect x="${x}" y="${y - (tall ? 44 : 38)}" width="36" height="3" rx="1.5" fill="${accent}"/>`;
  const horizon = tall ? 0.68 : 0.72;
  return compositionSvg(p.width, p.height, p.tint, p.items, { horizon }).replace('</svg>', `${copy}${badge}</svg>`);
}
