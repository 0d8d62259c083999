import { escapeHtml } from '~/lib/template';
import { type ImageKind, productSvg } from './products.ts';
import { PALETTES, type Palette } from './scene.ts';

type Poster = {
  width: number;
  height: number;
  eyebrow: string;
  title: string;
  subtitle: string;
  badge?: string;
  kind: ImageKind;
  variant: number;
};

const FONT = 'font-family="Pretendard, \'DejaVu Sans\', sans-serif"';

function lines(text: string, x: number, y: number, size: number, weight: number, fill: string, gap = 1.25): string {
  return text
    .split('\n')
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * gap}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeHtml(line)}</text>`,
    )
    .join('');
}

/**
 * A promotional image: the product illustration on one side (or below, for tall images) and the
 * copy beside it. The text is part of the image, so each language gets its own file.
 */
export function posterSvg(p: Poster): string {
  const palette = PALETTES[p.variant % PALETTES.length] as Palette;
  const tall = p.height > p.width;
  const art = Buffer.from(productSvg(p.kind, p.variant)).toString('base64');
  const artSize = tall ? p.width : p.height;
  const artX = tall ? 0 : p.width - artSize;
  const artY = tall ? p.height - artSize : 0;
  const tx = tall ? 56 : 72;
  const ty = tall ? 110 : Math.round(p.height * 0.32);
  const badge = p.badge
    ? `<circle cx="${tall ? p.width - 110 : artX + 120}" cy="${tall ? artY + 110 : 110}" r="74" fill="#b4432f"/>${lines(p.badge, (tall ? p.width - 110 : artX + 120) - p.badge.length * 13, (tall ? artY + 110 : 110) + 16, 44, 800, '#ffffff')}`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.width}" height="${p.height}" viewBox="0 0 ${p.width} ${p.height}">
<rect width="${p.width}" height="${p.height}" fill="${palette.wall}"/>
<image href="data:image/svg+xml;base64,${art}" x="${artX}" y="${artY}" width="${artSize}" height="${artSize}"/>
${lines(p.eyebrow, tx, ty, 26, 600, palette.accentDeep)}
${lines(p.title, tx, ty + 70, tall ? 54 : 60, 800, '#2a2521')}
${lines(p.subtitle, tx, ty + (tall ? 230 : 150), 28, 500, '#6b6159', 1.4)}
${badge}
</svg>`;
}
