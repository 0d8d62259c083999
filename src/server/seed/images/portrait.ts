import { darken, lighten } from './colour.ts';

const TONES = ['#c9a27e', '#9fb3a5', '#b79cb0', '#a8b6c9'];
const HAIR = ['#3b2a20', '#1f1a17', '#5a3b2a', '#2d2622'];

/** A square portrait of an instructor: a head and shoulders in an apron against a soft wall, no face drawn. */
export function portraitSvg(i: number, size = 480): string {
  const wall = TONES[i % TONES.length] as string;
  const hair = HAIR[i % HAIR.length] as string;
  const skin = ['#f1cfb4', '#e6bb98', '#f3d6c1'][i % 3] as string;
  const c = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="${lighten(wall, 0.35)}"/>
<circle cx="${c}" cy="${c * 0.9}" r="${c * 0.78}" fill="${lighten(wall, 0.15)}"/>
<path d="M${c * 0.28} ${size} C${c * 0.3} ${c * 1.35} ${c * 0.62} ${c * 1.22} ${c} ${c * 1.22} C${c * 1.38} ${c * 1.22} ${c * 1.7} ${c * 1.35} ${c * 1.72} ${size} Z" fill="${darken(wall, 0.25)}"/>
<path d="M${c * 0.7} ${size} L${c * 0.74} ${c * 1.42} L${c * 1.26} ${c * 1.42} L${c * 1.3} ${size} Z" fill="${lighten(wall, 0.55)}"/>
<rect x="${c * 0.86}" y="${c * 1.02}" width="${c * 0.28}" height="${c * 0.26}" fill="${skin}"/>
<ellipse cx="${c}" cy="${c * 0.78}" rx="${c * 0.3}" ry="${c * 0.36}" fill="${skin}"/>
<path d="M${c * 0.68} ${c * 0.8} C${c * 0.64} ${c * 0.34} ${c * 1.36} ${c * 0.34} ${c * 1.32} ${c * 0.8} C${c * 1.26} ${c * 0.58} ${c * 0.74} ${c * 0.58} ${c * 0.68} ${c * 0.8} Z" fill="${hair}"/>
</svg>`;
}
