import { darken, lighten } from './colour.ts';

/** What an illustration is drawn with: its main colour, the set's accent and an id prefix for its gradients. */
export type Look = { tone: string; accent: string; uid: string; colours?: string[] };

/** A lit wick: a warm glow, the flame and the wick itself, with the flame's base at (x, y). */
export function flame(x: number, y: number, size = 1): string {
  const h = 44 * size;
  const w = 12 * size;
  return `<circle cx="${x}" cy="${y - h * 0.45}" r="${62 * size}" fill="url(#glow)"/>
<path d="M${x} ${y - h} C ${x + w * 1.3} ${y - h * 0.55}, ${x + w} ${y - h * 0.1}, ${x} ${y} C ${x - w} ${y - h * 0.1}, ${x - w * 1.3} ${y - h * 0.55}, ${x} ${y - h} Z" fill="url(#flame)"/>
<ellipse cx="${x}" cy="${y - h * 0.22}" rx="${w * 0.35}" ry="${h * 0.2}" fill="#7fb2e8" opacity="0.35"/>
<line x1="${x}" y1="${y + 2}" x2="${x + 1}" y2="${y + 20 * size}" stroke="#3a2a20" stroke-width="${3 * size}" stroke-linecap="round"/>`;
}

/** A blank paper label with a small emblem and two rules: packaging without words. */
export function label(x: number, y: number, w: number, h: number, accent: string, paper = '#fbf7f0'): string {
  const cx = x + w / 2;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${paper}"/>
<rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" rx="2" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="1.2"/>
<circle cx="${cx}" cy="${y + h * 0.34}" r="${Math.min(w, h) * 0.1}" fill="none" stroke="${accent}" stroke-width="2"/>
<rect x="${cx - w * 0.3}" y="${y + h * 0.58}" width="${w * 0.6}" height="${Math.max(3, h * 0.05)}" rx="2" fill="${darken(accent, 0.2)}" opacity="0.7"/>
<rect x="${cx - w * 0.2}" y="${y + h * 0.72}" width="${w * 0.4}" height="${Math.max(2, h * 0.035)}" rx="1.5" fill="${accent}" opacity="0.5"/>`;
}

/** A vertical strip of reflected light down a glass or metal body. */
export function highlight(x: number, y: number, h: number, w = 12, opacity = 0.55): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity="${opacity}"/>`;
}

/** A wood grain fill for lids, wicks and spools. */
export function woodGradient(id: string, base = '#c49a6c'): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(base, 0.2)}"/><stop offset="0.3" stop-color="${lighten(base, 0.12)}"/><stop offset="0.6" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.25)}"/></linearGradient>`;
}

/** Brushed metal, for tins, pitchers and clips. */
export function metalGradient(id: string, base = '#c9cdd2'): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(base, 0.3)}"/><stop offset="0.18" stop-color="${lighten(base, 0.5)}"/><stop offset="0.4" stop-color="${base}"/><stop offset="0.7" stop-color="${lighten(base, 0.2)}"/><stop offset="1" stop-color="${darken(base, 0.35)}"/></linearGradient>`;
}
