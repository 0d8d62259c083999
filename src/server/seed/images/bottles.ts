import { darken, lighten, mix } from './colour.ts';
import { highlight, type Look, label, woodGradient } from './parts.ts';
import { cylinder, shadow } from './scene.ts';

/** One dropper bottle, its base centred at (cx, base), `s` times the full size. */
function dropper(cx: number, base: number, s: number, { tone, accent, uid }: Look): string {
  const w = 160 * s;
  const h = 228 * s;
  const x = cx - w / 2;
  const top = base - h;
  return `<defs>${cylinder(`${uid}-g`, tone, 0.9)}</defs>
${shadow(cx, base + 2, w * 0.62)}
<rect x="${cx - 23 * s}" y="${top - 128 * s}" width="${46 * s}" height="${80 * s}" rx="${22 * s}" fill="#2d2622"/>
<rect x="${cx - 14 * s}" y="${top - 120 * s}" width="${7 * s}" height="${60 * s}" rx="${3 * s}" fill="#fff" opacity="0.18"/>
<rect x="${cx - 37 * s}" y="${top - 54 * s}" width="${74 * s}" height="${40 * s}" rx="${6 * s}" fill="#3b322d"/>
<rect x="${cx - 37 * s}" y="${top - 54 * s}" width="${74 * s}" height="${5 * s}" fill="#fff" opacity="0.15"/>
<path d="M${cx - 26 * s} ${top - 16 * s} h${52 * s} v${6 * s} q${54 * s} ${6 * s} ${54 * s} ${40 * s} h-${160 * s} q0 -${34 * s} ${54 * s} -${40 * s} z" fill="url(#${uid}-g)"/>
<rect x="${x}" y="${top + 24 * s}" width="${w}" height="${h - 24 * s}" rx="${22 * s}" fill="url(#${uid}-g)"/>
<rect x="${x}" y="${top + 24 * s}" width="${w}" height="${h - 24 * s}" rx="${22 * s}" fill="url(#glass)" opacity="0.7"/>
${highlight(x + 12 * s, top + 40 * s, h - 80 * s, 10 * s, 0.45)}
${label(x + 18 * s, top + 82 * s, w - 36 * s, 104 * s, accent)}`;
}

/** An oil in a dropper bottle, with a smaller one in front. */
export function dropperPair(look: Look): string {
  return `${dropper(360, 612, 1, look)}${dropper(510, 640, 0.62, { ...look, uid: `${look.uid}-s` })}`;
}

/** A square glass bottle of scented liquid with rattan reeds fanned out. */
export function reedDiffuser({ tone, accent }: Look): string {
  const reeds = [-150, -104, -62, -22, 18, 58, 96, 140]
    .map((dx, i) => {
      const x2 = 400 + dx;
      const y2 = 96 + (i % 3) * 26 + Math.abs(dx) * 0.25;
      const c = i % 3 === 0 ? '#6e5238' : i % 3 === 1 ? '#8c6a48' : '#a07d59';
      return `<path d="M${400 + dx * 0.08} 396 Q ${400 + dx * 0.45} ${(y2 + 396) / 2 - 10} ${x2} ${y2}" fill="none" stroke="${c}" stroke-width="4.5" stroke-linecap="round"/>`;
    })
    .join('');
  return `${shadow(400, 622, 130)}${reeds}
<rect x="298" y="416" width="204" height="206" rx="30" fill="#fff" opacity="0.2"/>
<rect x="306" y="470" width="188" height="140" rx="22" fill="${tone}" opacity="0.78"/>
<rect x="306" y="470" width="188" height="10" rx="5" fill="${lighten(tone, 0.4)}" opacity="0.8"/>
<rect x="298" y="416" width="204" height="206" rx="30" fill="url(#glass)" stroke="#fff" stroke-opacity="0.75" stroke-width="3"/>
<rect x="302" y="600" width="196" height="20" rx="10" fill="#fff" opacity="0.3"/>
<rect x="372" y="392" width="56" height="28" rx="4" fill="#fff" opacity="0.35" stroke="#fff" stroke-opacity="0.7"/>
<rect x="364" y="380" width="72" height="20" rx="5" fill="${darken(accent, 0.25)}"/>
<rect x="364" y="380" width="72" height="5" rx="2.5" fill="#fff" opacity="0.3"/>
${highlight(312, 436, 160, 11, 0.55)}
${label(344, 500, 112, 82, accent)}`;
}

/** Empty diffuser bottles with caps: a tall square one and a round one. */
export function diffuserBottles({ tone, accent, uid }: Look): string {
  const cap = darken(accent, 0.3);
  return `<defs>${cylinder(`${uid}-t`, tone, 0.5)}${woodGradient(`${uid}-w`)}</defs>
${shadow(350, 622, 110)}${shadow(500, 640, 80)}
<rect x="262" y="360" width="176" height="262" rx="18" fill="url(#${uid}-t)" opacity="0.55"/>
<rect x="262" y="360" width="176" height="262" rx="18" fill="url(#glass)" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>
<rect x="326" y="318" width="48" height="46" rx="4" fill="#fff" opacity="0.35"/>
<rect x="318" y="258" width="64" height="66" rx="8" fill="url(#${uid}-w)"/>
${highlight(274, 380, 200, 12, 0.5)}
<circle cx="500" cy="566" r="76" fill="url(#${uid}-t)" opacity="0.55"/>
<circle cx="500" cy="566" r="76" fill="url(#glass)" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>
<rect x="480" y="462" width="40" height="34" rx="4" fill="#fff" opacity="0.35"/>
<rect x="474" y="430" width="52" height="38" rx="8" fill="${cap}"/>
<rect x="474" y="430" width="52" height="6" rx="3" fill="#fff" opacity="0.3"/>
<ellipse cx="472" cy="536" rx="10" ry="26" fill="#fff" opacity="0.45"/>`;
}

/** A litre bottle of base liquid beside a measuring beaker. */
export function baseBottle({ tone, accent, uid }: Look): string {
  return `<defs>${cylinder(`${uid}-b`, '#f7f5f1', 0.5)}</defs>
${shadow(360, 622, 120)}${shadow(520, 640, 70)}
<rect x="334" y="236" width="52" height="44" rx="8" fill="${darken(accent, 0.2)}"/>
<path d="M340 278 h40 v20 q66 18 66 70 v236 q0 18 -18 18 h-136 q-18 0 -18 -18 v-236 q0 -52 66 -70 z" fill="url(#${uid}-b)"/>
<path d="M282 420 h156 v184 q0 18 -18 18 h-120 q-18 0 -18 -18 z" fill="${tone}" opacity="0.35"/>
${label(290, 400, 140, 150, accent, '#fffdf9')}
${highlight(290, 340, 220, 10, 0.6)}
<path d="M468 520 h104 l-6 118 q-2 4 -6 4 h-80 q-4 0 -6 -4 z" fill="#fff" opacity="0.3" stroke="#fff" stroke-opacity="0.8" stroke-width="2.5"/>
<path d="M472 570 h96 l-3 66 q-1 4 -5 4 h-80 q-4 0 -5 -4 z" fill="${tone}" opacity="0.6"/>
${[540, 560, 580, 600].map((y) => `<line x1="548" y1="${y}" x2="562" y2="${y}" stroke="${mix(accent, '#000000', 0.2)}" stroke-width="2" opacity="0.6"/>`).join('')}`;
}

/** A hanging car diffuser: a small bottle under a wooden cap on a cotton cord. */
export function carDiffuser({ tone, accent, uid }: Look): string {
  return `<defs>${woodGradient(`${uid}-w`)}</defs>
<ellipse cx="400" cy="640" rx="120" ry="22" fill="url(#shade)" opacity="0.4"/>
<path d="M360 0 L398 300 M440 0 L402 300" stroke="#d8cbb6" stroke-width="4" fill="none"/>
<circle cx="400" cy="300" r="9" fill="#c9b79c"/>
<rect x="366" y="302" width="68" height="56" rx="10" fill="url(#${uid}-w)"/>
<rect x="380" y="356" width="40" height="16" fill="#fff" opacity="0.4"/>
<rect x="322" y="368" width="156" height="150" rx="22" fill="#fff" opacity="0.25"/>
<rect x="330" y="420" width="140" height="90" rx="16" fill="${tone}" opacity="0.8"/>
<rect x="322" y="368" width="156" height="150" rx="22" fill="url(#glass)" stroke="#fff" stroke-opacity="0.75" stroke-width="3"/>
${highlight(334, 384, 110, 9, 0.55)}
<rect x="360" y="432" width="80" height="50" rx="3" fill="#fbf7f0"/><circle cx="400" cy="452" r="7" fill="none" stroke="${accent}" stroke-width="2"/>`;
}
