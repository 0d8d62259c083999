import type { Palette } from './scene.ts';

const flame = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y - 20}" r="70" fill="url(#glow)"/><path d="M${x} ${y - 62} C ${x + 16} ${y - 34}, ${x + 15} ${y - 12}, ${x} ${y - 2} C ${x - 15} ${y - 12}, ${x - 16} ${y - 34}, ${x} ${y - 62} Z" fill="url(#flame)"/><rect x="${x - 2}" y="${y - 6}" width="4" height="14" rx="2" fill="#3a2c22"/>`;

/** A candle poured in a glass jar, lit. */
export function jarCandle(p: Palette, wax: string): string {
  return `<rect x="270" y="330" width="260" height="280" rx="34" fill="${p.accent}" opacity="0.22"/>
<rect x="286" y="372" width="228" height="224" rx="24" fill="${wax}"/>
<ellipse cx="400" cy="374" rx="114" ry="16" fill="#ffffff" opacity="0.35"/>
<rect x="270" y="330" width="260" height="280" rx="34" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>
<rect x="300" y="455" width="200" height="90" rx="8" fill="#fbf8f3" opacity="0.92"/>
<rect x="330" y="486" width="140" height="6" rx="3" fill="${p.accentDeep}" opacity="0.6"/><rect x="355" y="505" width="90" height="5" rx="2.5" fill="${p.accentDeep}" opacity="0.35"/>
${flame(400, 368)}`;
}

/** A pillar candle on a small dish. */
export function pillarCandle(p: Palette, wax: string): string {
  return `<ellipse cx="400" cy="600" rx="160" ry="22" fill="${p.accentDeep}" opacity="0.35"/>
<rect x="300" y="300" width="200" height="300" rx="14" fill="${wax}"/>
<rect x="300" y="300" width="46" height="300" rx="14" fill="#ffffff" opacity="0.25"/>
<ellipse cx="400" cy="302" rx="100" ry="14" fill="#ffffff" opacity="0.45"/>
${flame(400, 298)}`;
}

/** A reed diffuser: a bottle with sticks fanning out. */
export function reedDiffuser(p: Palette, liquid: string): string {
  const reeds = [-70, -42, -18, 8, 30, 56, 80]
    .map(
      (dx, i) =>
        `<line x1="${400 + dx * 0.15}" y1="380" x2="${400 + dx * 2.4}" y2="${120 + (i % 3) * 22}" stroke="#8a6a4a" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join('');
  return `${reeds}
<path d="M340 390 h120 v40 q80 30 80 110 v40 q0 30 -30 30 h-220 q-30 0 -30 -30 v-40 q0 -80 80 -110 z" fill="${liquid}" opacity="0.85"/>
<path d="M340 390 h120 v40 q80 30 80 110 v40 q0 30 -30 30 h-220 q-30 0 -30 -30 v-40 q0 -80 80 -110 z" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>
<rect x="352" y="360" width="96" height="36" rx="6" fill="${p.accentDeep}"/>
<rect x="320" y="490" width="160" height="60" rx="6" fill="#fbf8f3" opacity="0.9"/>
<rect x="345" y="512" width="110" height="6" rx="3" fill="${p.accentDeep}" opacity="0.55"/>`;
}

/** An amber dropper bottle, for fragrance and essential oils. */
export function dropperBottle(p: Palette, glass: string): string {
  return `<rect x="372" y="250" width="56" height="70" rx="20" fill="#2f2621"/>
<rect x="360" y="312" width="80" height="48" rx="8" fill="#3a2f29"/>
<rect x="310" y="356" width="180" height="250" rx="30" fill="${glass}"/>
<rect x="310" y="356" width="180" height="250" rx="30" fill="url(#glass)"/>
<rect x="330" y="430" width="140" height="110" rx="6" fill="#fbf8f3"/>
<rect x="350" y="458" width="100" height="8" rx="4" fill="${p.accentDeep}"/>
<rect x="362" y="480" width="76" height="5" rx="2.5" fill="${p.accentDeep}" opacity="0.5"/>
<circle cx="400" cy="512" r="9" fill="${p.accent}"/>`;
}

/** A bowl heaped with wax pellets or flakes. */
export function waxPile(p: Palette, wax: string): string {
  const beads: string[] = [];
  for (let i = 0; i < 70; i++) {
    const a = (i * 137.5 * Math.PI) / 180;
    const r = 12 * Math.sqrt(i);
    const x = 400 + Math.cos(a) * r * 1.7;
    const y = 430 - Math.abs(Math.sin(a) * r * 0.55) + i * 0.6;
    beads.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="17" ry="12" fill="${wax}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>`,
    );
  }
  return `${beads.join('')}
<path d="M230 450 h340 q-10 150 -170 150 q-160 0 -170 -150 z" fill="${p.accent}"/>
<path d="M230 450 h340 q-4 26 -14 48 h-312 q-10 -22 -14 -48 z" fill="#ffffff" opacity="0.18"/>`;
}

/** A spool of cotton wick with a few cut wicks and their metal tabs. */
export function wickSpool(p: Palette): string {
  const wicks = [330, 370, 410, 450, 490]
    .map(
      (x, i) =>
        `<line x1="${x}" y1="${330 + (i % 2) * 20}" x2="${x}" y2="585" stroke="#efe6d6" stroke-width="6"/><rect x="${x - 16}" y="583" width="32" height="10" rx="3" fill="#b9b2a6"/>`,
    )
    .join('');
  return `<ellipse cx="250" cy="470" rx="90" ry="120" fill="${p.accentDeep}"/><ellipse cx="250" cy="470" rx="64" ry="96" fill="#efe6d6"/>
<ellipse cx="250" cy="470" rx="22" ry="34" fill="${p.accentDeep}"/>${wicks}`;
}

/** A silicone mold with a cavity, seen from above at an angle. */
export function mold(p: Palette): string {
  return `<rect x="230" y="380" width="340" height="220" rx="40" fill="${p.accent}"/>
<rect x="230" y="380" width="340" height="40" rx="20" fill="#ffffff" opacity="0.2"/>
<ellipse cx="320" cy="480" rx="56" ry="42" fill="${p.accentDeep}"/><ellipse cx="480" cy="480" rx="56" ry="42" fill="${p.accentDeep}"/>
<rect x="394" y="420" width="12" height="130" rx="6" fill="${p.accentDeep}" opacity="0.5"/>`;
}

/** Three dye bottles in a row. */
export function dyeSet(p: Palette, colors: string[]): string {
  return colors
    .slice(0, 3)
    .map((c, i) => {
      const x = 250 + i * 110;
      return `<rect x="${x + 20}" y="360" width="50" height="40" rx="8" fill="#f4f1ec"/><rect x="${x}" y="395" width="90" height="205" rx="18" fill="${c}"/><rect x="${x}" y="395" width="90" height="205" rx="18" fill="url(#glass)"/><rect x="${x + 12}" y="470" width="66" height="60" rx="4" fill="#fbf8f3"/><rect x="${x + 22}" y="490" width="46" height="5" rx="2.5" fill="${p.accentDeep}"/>`;
    })
    .join('');
}

/** A pouring pitcher with a thermometer leaning in it. */
export function pitcher(p: Palette): string {
  return `<line x1="470" y1="250" x2="420" y2="470" stroke="#5b5750" stroke-width="8" stroke-linecap="round"/><circle cx="470" cy="250" r="22" fill="#f4f1ec" stroke="#5b5750" stroke-width="6"/>
<path d="M290 360 h230 l-10 240 h-210 z" fill="#c9ccd0"/><path d="M290 360 h230 l-2 40 h-226 z" fill="#ffffff" opacity="0.35"/>
<path d="M290 360 l-40 -20 l10 40 z" fill="#b4b8bd"/><path d="M520 400 q70 10 60 90 q-6 50 -66 60" fill="none" stroke="#b4b8bd" stroke-width="22"/>
<rect x="300" y="480" width="200" height="8" fill="${p.accent}" opacity="0.5"/>`;
}

/** A gift box with a ribbon, for kits. */
export function kitBox(p: Palette): string {
  return `<rect x="240" y="380" width="320" height="220" rx="10" fill="${p.accent}"/><rect x="225" y="340" width="350" height="60" rx="10" fill="${p.accentDeep}"/>
<rect x="385" y="340" width="30" height="260" fill="#fbf8f3"/><path d="M400 340 q-80 -90 -110 -30 q-10 30 110 30 q120 0 110 -30 q-30 -60 -110 30 z" fill="#fbf8f3"/>`;
}

/** A standing book. */
export function book(p: Palette): string {
  return `<rect x="290" y="250" width="230" height="350" rx="8" fill="${p.accentDeep}"/><rect x="290" y="250" width="26" height="350" fill="#000000" opacity="0.18"/>
<rect x="340" y="320" width="140" height="10" rx="5" fill="#fbf8f3"/><rect x="340" y="345" width="100" height="8" rx="4" fill="#fbf8f3" opacity="0.7"/>
<circle cx="410" cy="470" r="50" fill="${p.accent}"/><path d="M410 438 c12 18 12 30 0 42 c-12 -12 -12 -24 0 -42z" fill="#fbf8f3"/>`;
}

/** A tin with a lid beside it. */
export function tin(p: Palette): string {
  return `<ellipse cx="330" cy="560" rx="120" ry="34" fill="#c3c6ca"/><rect x="210" y="460" width="240" height="100" fill="#d3d6da"/><ellipse cx="330" cy="460" rx="120" ry="34" fill="#e6e8ea"/>
<ellipse cx="330" cy="460" rx="100" ry="26" fill="${p.accent}" opacity="0.55"/>
<ellipse cx="540" cy="580" rx="110" ry="30" fill="#b8bbbf"/><ellipse cx="540" cy="566" rx="110" ry="30" fill="#d9dcdf"/><ellipse cx="540" cy="566" rx="70" ry="18" fill="${p.accentDeep}" opacity="0.5"/>`;
}
