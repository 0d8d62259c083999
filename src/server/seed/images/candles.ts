import { darken, lighten, mix } from './colour.ts';
import { flame, highlight, type Look, label, metalGradient, woodGradient } from './parts.ts';
import { cylinder, shadow } from './scene.ts';

/** A candle poured in a clear glass tumbler with a paper label, lit. */
export function jarCandle({ tone, accent, uid }: Look): string {
  return `<defs>${cylinder(`${uid}-wax`, tone, 0.6)}</defs>
${shadow(400, 622, 135)}
<rect x="292" y="352" width="216" height="270" rx="28" fill="#ffffff" opacity="0.22"/>
<rect x="304" y="420" width="192" height="190" rx="18" fill="url(#${uid}-wax)"/>
<ellipse cx="400" cy="421" rx="96" ry="13" fill="${lighten(tone, 0.35)}"/>
<ellipse cx="400" cy="423" rx="52" ry="6" fill="${darken(tone, 0.08)}" opacity="0.5"/>
<rect x="292" y="352" width="216" height="270" rx="28" fill="url(#glass)" stroke="#fff" stroke-opacity="0.75" stroke-width="3"/>
<rect x="296" y="598" width="208" height="22" rx="10" fill="#fff" opacity="0.28"/>
<ellipse cx="400" cy="354" rx="106" ry="11" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="3"/>
${highlight(308, 372, 220, 12, 0.6)}${highlight(484, 380, 200, 6, 0.45)}
${label(336, 470, 128, 96, accent)}
${flame(400, 402)}`;
}

/** An empty tinted glass jar with a wooden lid: a vessel for pouring. */
export function glassJar({ tone, accent, uid }: Look): string {
  return `<defs>${woodGradient(`${uid}-lid`)}${cylinder(`${uid}-tint`, tone, 0.5)}</defs>
${shadow(400, 622, 130)}
<rect x="295" y="360" width="210" height="262" rx="30" fill="url(#${uid}-tint)" opacity="0.55"/>
<rect x="295" y="360" width="210" height="262" rx="30" fill="url(#glass)" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>
<rect x="301" y="592" width="198" height="28" rx="12" fill="${darken(tone, 0.1)}" opacity="0.35"/>
${highlight(311, 384, 200, 13, 0.55)}${highlight(480, 392, 180, 6, 0.4)}
<rect x="302" y="322" width="196" height="42" rx="10" fill="url(#${uid}-lid)"/>
<rect x="302" y="322" width="196" height="8" rx="4" fill="#fff" opacity="0.25"/>
<rect x="372" y="304" width="56" height="20" rx="6" fill="${darken('#c49a6c', 0.25)}"/>
<rect x="342" y="470" width="116" height="70" rx="3" fill="${mix(accent, '#ffffff', 0.85)}" opacity="0.9"/>`;
}

/** Two unscented pillar candles of different heights, both lit. */
export function pillarPair({ tone, uid }: Look): string {
  const front = lighten(tone, 0.1);
  return `<defs>${cylinder(`${uid}-back`, tone, 0.8)}${cylinder(`${uid}-front`, front, 0.8)}</defs>
${shadow(350, 612, 100)}${shadow(480, 642, 90)}
<rect x="272" y="300" width="156" height="312" rx="12" fill="url(#${uid}-back)"/>
<ellipse cx="350" cy="302" rx="78" ry="11" fill="${lighten(tone, 0.4)}"/>
<ellipse cx="350" cy="304" rx="44" ry="5" fill="${darken(tone, 0.1)}" opacity="0.4"/>
${flame(350, 286)}
<rect x="412" y="452" width="136" height="190" rx="12" fill="url(#${uid}-front)"/>
<ellipse cx="480" cy="454" rx="68" ry="10" fill="${lighten(front, 0.4)}"/>
<ellipse cx="480" cy="456" rx="38" ry="4.5" fill="${darken(front, 0.1)}" opacity="0.4"/>
${flame(480, 440, 0.9)}`;
}

/** A candle poured in a tin, its lid standing behind it. */
export function tinCandle({ tone, accent, uid }: Look): string {
  return `<defs>${metalGradient(`${uid}-m`)}<radialGradient id="${uid}-lid" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#f1f2f4"/><stop offset="0.7" stop-color="#c3c7cc"/><stop offset="1" stop-color="#9ea3a9"/></radialGradient></defs>
${shadow(420, 622, 150)}
<circle cx="490" cy="470" r="118" fill="url(#${uid}-lid)"/>
<circle cx="490" cy="470" r="100" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>
<circle cx="490" cy="470" r="58" fill="${mix(accent, '#ffffff', 0.7)}"/>
<circle cx="490" cy="470" r="50" fill="none" stroke="${accent}" stroke-width="2"/>
<rect x="265" y="508" width="250" height="112" rx="8" fill="url(#${uid}-m)"/>
<ellipse cx="390" cy="620" rx="125" ry="14" fill="#9ea3a9"/>
<ellipse cx="390" cy="508" rx="125" ry="22" fill="#e4e6e9"/>
<ellipse cx="390" cy="511" rx="112" ry="17" fill="${lighten(tone, 0.2)}"/>
<ellipse cx="390" cy="513" rx="60" ry="8" fill="${darken(tone, 0.08)}" opacity="0.45"/>
${flame(390, 500, 0.85)}`;
}
