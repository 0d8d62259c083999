import { darken, lighten } from './colour.ts';
import { type Look, metalGradient } from './parts.ts';
import { shadow } from './scene.ts';

/** A stainless pouring pitcher with a dial thermometer standing in it. */
export function pitcher({ uid }: Look): string {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<line x1="${(470 + Math.cos(a) * 30).toFixed(1)}" y1="${(262 + Math.sin(a) * 30).toFixed(1)}" x2="${(470 + Math.cos(a) * 36).toFixed(1)}" y2="${(262 + Math.sin(a) * 36).toFixed(1)}" stroke="#5b5750" stroke-width="2"/>`;
  }).join('');
  return `<defs>${metalGradient(`${uid}-m`)}</defs>
${shadow(400, 624, 150)}
<line x1="468" y1="290" x2="430" y2="560" stroke="#8d9298" stroke-width="6" stroke-linecap="round"/>
<path d="M512 372 q92 12 84 110 q-8 80 -84 96" fill="none" stroke="#a9aeb4" stroke-width="24" stroke-linecap="round"/>
<path d="M512 372 q92 12 84 110 q-8 80 -84 96" fill="none" stroke="#e3e6e9" stroke-width="6" stroke-linecap="round" opacity="0.7"/>
<path d="M286 356 h228 v248 q0 18 -18 18 h-192 q-18 0 -18 -18 z" fill="url(#${uid}-m)"/>
<path d="M286 356 l-44 -30 l52 6 z" fill="#b9bec4"/>
<ellipse cx="400" cy="356" rx="114" ry="16" fill="#d9dce0"/><ellipse cx="400" cy="358" rx="104" ry="11" fill="#7d8389"/>
<circle cx="470" cy="262" r="44" fill="#c4c8cd"/><circle cx="470" cy="262" r="38" fill="#fbfaf7"/>${ticks}
<line x1="470" y1="262" x2="488" y2="240" stroke="#b4432f" stroke-width="3" stroke-linecap="round"/><circle cx="470" cy="262" r="4" fill="#3a3a3a"/>`;
}

/** A digital scale weighing a glass jar. */
export function scale({ tone, uid }: Look): string {
  return `<defs>${metalGradient(`${uid}-m`, '#d6d9dd')}</defs>
${shadow(400, 628, 200, 22)}
<path d="M220 560 L580 560 L600 600 Q600 626 576 626 H224 Q200 626 200 600 Z" fill="${lighten(tone, 0.1)}"/>
<path d="M236 520 L564 520 L584 560 H216 Z" fill="url(#${uid}-m)"/>
<path d="M236 520 L564 520 L566 526 H234 Z" fill="#fff" opacity="0.6"/>
<rect x="330" y="574" width="140" height="36" rx="6" fill="#2f3a33"/>
<rect x="338" y="580" width="124" height="24" rx="4" fill="#a9d4a2" opacity="0.85"/>
<circle cx="500" cy="592" r="9" fill="${darken(tone, 0.25)}"/><circle cx="530" cy="592" r="9" fill="${darken(tone, 0.25)}"/>
<rect x="340" y="380" width="120" height="150" rx="16" fill="#fff" opacity="0.3"/>
<rect x="346" y="440" width="108" height="84" rx="10" fill="#f6efe2"/>
<rect x="340" y="380" width="120" height="150" rx="16" fill="url(#glass)" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5"/>`;
}

/** A wick trimmer and a snuffer beside a candle just put out. */
export function trimmer({ tone, uid }: Look): string {
  const metal = tone;
  return `<defs>${metalGradient(`${uid}-m`, metal)}</defs>
${shadow(300, 520, 90)}
<rect x="230" y="380" width="140" height="140" rx="20" fill="#fff" opacity="0.25"/>
<rect x="236" y="420" width="128" height="94" rx="14" fill="#f7f1e6"/>
<rect x="230" y="380" width="140" height="140" rx="20" fill="url(#glass)" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5"/>
<path d="M300 410 c -14 -30 18 -44 2 -80 c -12 -26 12 -40 6 -66" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.35"/>
<line x1="300" y1="420" x2="300" y2="402" stroke="#2a211b" stroke-width="3"/>
<ellipse cx="400" cy="640" rx="200" ry="24" fill="url(#shade)" opacity="0.45" transform="rotate(-22 400 640)"/>
<path d="M240 676 L520 566" stroke="url(#${uid}-m)" stroke-width="9" stroke-linecap="round"/>
<path d="M250 700 L530 590" stroke="url(#${uid}-m)" stroke-width="9" stroke-linecap="round"/>
<circle cx="232" cy="680" r="22" fill="none" stroke="${darken(metal, 0.15)}" stroke-width="8"/>
<circle cx="244" cy="706" r="22" fill="none" stroke="${darken(metal, 0.15)}" stroke-width="8"/>
<path d="M516 560 l74 -20 l-8 40 l-60 24 z" fill="${darken(metal, 0.1)}"/>
<path d="M600 700 L460 640" stroke="${darken(metal, 0.2)}" stroke-width="7" stroke-linecap="round"/>
<path d="M610 706 q36 -40 76 -6 q-10 36 -62 32 z" fill="url(#${uid}-m)"/>`;
}
