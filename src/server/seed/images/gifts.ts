import { darken, lighten } from './colour.ts';
import { type Look, label } from './parts.ts';
import { cylinder, shadow } from './scene.ts';

/** An open kraft gift box: the lid behind, a bottle, a jar and wicks peeking out, a ribbon. */
export function kitBox({ tone, accent, uid }: Look): string {
  const kraft = '#c9a57c';
  return `<defs>${cylinder(`${uid}-b`, kraft, 0.6)}${cylinder(`${uid}-o`, '#8a4f1f', 0.9)}</defs>
${shadow(400, 624, 190)}
<g transform="rotate(-6 400 470)"><rect x="262" y="250" width="300" height="220" rx="8" fill="${darken(kraft, 0.08)}"/>
<circle cx="412" cy="354" r="44" fill="${lighten(accent, 0.7)}"/><circle cx="412" cy="354" r="36" fill="none" stroke="${accent}" stroke-width="2"/></g>
<rect x="300" y="360" width="60" height="140" rx="10" fill="url(#${uid}-o)"/><rect x="312" y="330" width="36" height="34" rx="5" fill="#2d2622"/>
<rect x="380" y="400" width="110" height="100" rx="14" fill="#fff" opacity="0.45"/><rect x="380" y="400" width="110" height="100" rx="14" fill="url(#glass)" stroke="#fff" stroke-width="2"/>
${[506, 522, 538].map((x, i) => `<line x1="${x}" y1="${370 + i * 12}" x2="${x + 4}" y2="500" stroke="#efe5d2" stroke-width="5" stroke-linecap="round"/>`).join('')}
<rect x="236" y="470" width="328" height="152" rx="6" fill="url(#${uid}-b)"/>
<rect x="236" y="470" width="328" height="10" fill="#fff" opacity="0.2"/>
<rect x="236" y="530" width="328" height="26" fill="${tone}"/>
<rect x="236" y="530" width="328" height="5" fill="#fff" opacity="0.3"/>
${label(350, 506, 100, 74, accent)}`;
}

/** A book standing with a quiet candle motif on its cover, another lying in front. */
export function books({ tone, accent, uid }: Look): string {
  const ink = lighten(tone, 0.75);
  return `<defs>${cylinder(`${uid}-c`, tone, 0.5)}</defs>
${shadow(380, 622, 150)}
<rect x="270" y="270" width="240" height="350" rx="6" fill="url(#${uid}-c)"/>
<rect x="270" y="270" width="22" height="350" rx="4" fill="#000" opacity="0.16"/>
<rect x="504" y="276" width="10" height="340" fill="#f4ecdd"/>
<circle cx="400" cy="400" r="58" fill="${lighten(tone, 0.25)}"/>
<rect x="376" y="408" width="48" height="84" rx="4" fill="${ink}"/>
<path d="M400 368 c10 14 10 26 0 34 c-10 -8 -10 -20 0 -34 z" fill="${lighten(accent, 0.5)}"/>
<rect x="340" y="522" width="120" height="8" rx="4" fill="${ink}" opacity="0.9"/>
<rect x="362" y="540" width="76" height="6" rx="3" fill="${ink}" opacity="0.6"/>
<path d="M430 640 L620 612 L680 650 L490 682 Z" fill="${lighten(accent, 0.35)}"/>
<path d="M490 682 L680 650 L680 664 L490 698 Z" fill="#f4ecdd"/>
<path d="M430 640 L490 682 L490 698 L430 654 Z" fill="${darken(accent, 0.1)}"/>`;
}
