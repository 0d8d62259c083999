/** A soft studio scene: a warm gradient wall, a table edge and a shadow under the object. */
export type Palette = { wall: string; wallDeep: string; table: string; accent: string; accentDeep: string };

export const PALETTES: Palette[] = [
  { wall: '#f6efe6', wallDeep: '#eadcca', table: '#e2d2bd', accent: '#c9a27e', accentDeep: '#9c7656' },
  { wall: '#eef1ea', wallDeep: '#dbe2d3', table: '#cfd8c4', accent: '#93a784', accentDeep: '#6c8060' },
  { wall: '#f4ecee', wallDeep: '#e7d6da', table: '#dcc5ca', accent: '#c48f9b', accentDeep: '#98606d' },
  { wall: '#ecf0f3', wallDeep: '#d8e0e7', table: '#c9d3dc', accent: '#8aa3b8', accentDeep: '#5f7a91' },
  { wall: '#f5f0e4', wallDeep: '#e9dfc7', table: '#dfd2b3', accent: '#d4b25f', accentDeep: '#a88a3c' },
  { wall: '#f1ece8', wallDeep: '#e0d7cf', table: '#d3c7bc', accent: '#a58c7c', accentDeep: '#7a6252' },
  { wall: '#efeaf2', wallDeep: '#ddd3e3', table: '#cfc2d8', accent: '#a08bb5', accentDeep: '#76628a' },
  { wall: '#f3eee9', wallDeep: '#e4dbd1', table: '#d6cabd', accent: '#c7835a', accentDeep: '#9a5d39' },
];

export function scene(p: Palette, body: string, size = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall}"/><stop offset="1" stop-color="${p.wallDeep}"/></linearGradient>
<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.table}"/><stop offset="1" stop-color="${p.wallDeep}"/></linearGradient>
<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#3b2f26" stop-opacity="0.28"/><stop offset="1" stop-color="#3b2f26" stop-opacity="0"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.8" stop-color="#ffffff" stop-opacity="0.05"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.4"/></linearGradient>
<radialGradient id="flame" cx="0.5" cy="0.65" r="0.6"><stop offset="0" stop-color="#fff7d6"/><stop offset="0.5" stop-color="#ffd27a"/><stop offset="1" stop-color="#f29a3a" stop-opacity="0"/></radialGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe9b0" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe9b0" stop-opacity="0"/></radialGradient>
</defs>
<rect width="800" height="800" fill="url(#wall)"/>
<rect y="560" width="800" height="240" fill="url(#table)"/>
<rect y="558" width="800" height="4" fill="#ffffff" opacity="0.35"/>
<ellipse cx="400" cy="610" rx="230" ry="34" fill="url(#shadow)"/>
<g transform="translate(400 605) scale(1.32) translate(-400 -605)">${body}</g>
</svg>`;
}
