import { darken, lighten } from './colour.ts';

/** A studio set: wall, table and the accent used by props and packaging. */
export type Palette = { wall: string; table: string; accent: string };

/** Warm, quiet backdrops: linen, sage, blush, mist, butter, clay, lavender, sand. */
export const PALETTES: Palette[] = [
  { wall: '#f3ebe0', table: '#e4d5c3', accent: '#b88a62' },
  { wall: '#e9ede4', table: '#d6dfcc', accent: '#7f9672' },
  { wall: '#f2e8e6', table: '#e3d0cc', accent: '#b77f86' },
  { wall: '#e8edf0', table: '#d3dde3', accent: '#7893a8' },
  { wall: '#f4eedd', table: '#e6dbbd', accent: '#b9974a' },
  { wall: '#efe7e1', table: '#ddcfc4', accent: '#9b7563' },
  { wall: '#ebe7ef', table: '#d9d1e1', accent: '#8e7ba6' },
  { wall: '#f1e9df', table: '#e2d3c1', accent: '#b9744c' },
];

export const palette = (v: number): Palette => PALETTES[v % PALETTES.length] as Palette;

/**
 * Definitions every illustration may use: glass sheen, flame, glow, soft shade and a light beam.
 * Softness comes from gradients, not blur filters, which would make each render several times slower.
 */
const SHARED_DEFS = `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="0.12" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.04"/><stop offset="0.86" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#fff" stop-opacity="0.5"/></linearGradient>
<radialGradient id="flame" cx="0.5" cy="0.7" r="0.65"><stop offset="0" stop-color="#fffbe8"/><stop offset="0.45" stop-color="#ffd77e"/><stop offset="1" stop-color="#f0913a" stop-opacity="0.2"/></radialGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe6a8" stop-opacity="0.7"/><stop offset="1" stop-color="#ffe6a8" stop-opacity="0"/></radialGradient>
<radialGradient id="shade" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#3b2a1e" stop-opacity="0.55"/><stop offset="0.55" stop-color="#3b2a1e" stop-opacity="0.22"/><stop offset="1" stop-color="#3b2a1e" stop-opacity="0"/></radialGradient>
<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;

/** A horizontal gradient that gives a flat shape the roundness of a cylinder. */
export function cylinder(id: string, c: string, strength = 1): string {
  const d = (t: number) => darken(c, t * strength);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${d(0.2)}"/><stop offset="0.2" stop-color="${lighten(c, 0.14 * strength)}"/><stop offset="0.45" stop-color="${c}"/><stop offset="0.82" stop-color="${d(0.1)}"/><stop offset="1" stop-color="${d(0.24)}"/></linearGradient>`;
}

/** A soft contact shadow under an object standing on the table. */
export function shadow(cx: number, cy: number, rx: number, ry = rx * 0.14, opacity = 0.3): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${(rx * 1.2).toFixed(1)}" ry="${(ry * 2.2).toFixed(1)}" fill="url(#shade)" opacity="${(opacity * 2.4).toFixed(2)}"/>`;
}

/** A sprig of eucalyptus lying on the table, the one prop of the set. */
export function sprig(x: number, y: number, flip = false, leaf = '#9aae92'): string {
  const leaves = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const t = i / 5;
      const lx = t * 150;
      const ly = -Math.sin(t * 2.4) * 26;
      const side = i % 2 ? -1 : 1;
      return `<ellipse cx="${(lx + 4).toFixed(1)}" cy="${(ly + side * 15).toFixed(1)}" rx="${15 - i}" ry="${11 - i * 0.8}" fill="${i % 2 ? leaf : lighten(leaf, 0.12)}" transform="rotate(${side * 28} ${lx.toFixed(1)} ${ly.toFixed(1)})"/>`;
    })
    .join('');
  const stem = `<path d="M0 0 Q 80 -30 160 -6" fill="none" stroke="${darken(leaf, 0.3)}" stroke-width="3" stroke-linecap="round"/>`;
  return `<g transform="translate(${x} ${y}) scale(${flip ? -1 : 1} 1)">${shadowPath()}${stem}${leaves}</g>`;
}
const shadowPath = () => `<ellipse cx="82" cy="10" rx="96" ry="16" fill="url(#shade)" opacity="0.45"/>`;

/** The set: a warm wall lit from the left through a window, a table, and the object on it. */
export function scene(
  p: Palette,
  body: string,
  opts: { width?: number; height?: number; prop?: string; horizon?: number } = {},
): string {
  const w = opts.width ?? 800;
  const h = opts.height ?? 800;
  /** Where the wall meets the table, as a share of the height. */
  const y = Math.round(h * (opts.horizon ?? 0.7));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${SHARED_DEFS}
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(p.wall, 0.25)}"/><stop offset="1" stop-color="${darken(p.wall, 0.04)}"/></linearGradient>
<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(p.table, 0.05)}"/><stop offset="1" stop-color="${lighten(p.table, 0.2)}"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<g opacity="0.4"><path d="M${w * 0.1} 0 h${w * 0.22} l-${w * 0.2} ${y} h-${w * 0.22} z" fill="url(#beam)"/><path d="M${w * 0.34} 0 h${w * 0.14} l-${w * 0.2} ${y} h-${w * 0.14} z" fill="url(#beam)"/></g>
<rect y="${y}" width="${w}" height="${h - y}" fill="url(#table)"/>
<rect y="${y - 1}" width="${w}" height="3" fill="#fff" opacity="0.35"/>
${opts.prop ?? ''}
${body}
</svg>`;
}
