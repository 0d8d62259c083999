import { darken, lighten } from './colour.ts';
import { type Look, metalGradient, woodGradient } from './parts.ts';
import { shadow } from './scene.ts';

/** A repeatable number in [0, 1), so every render of an image is the same image. */
const hash = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

function pellet(x: number, y: number, i: number, fill: string, edge: string): string {
  const rot = Math.round(hash(i, 1) * 180);
  const rx = 9 + hash(i, 2) * 4;
  return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${(rx * 0.62).toFixed(1)}" fill="${fill}" stroke="${edge}" stroke-width="0.8" transform="rotate(${rot} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
}

/** A stoneware bowl heaped with wax pellets, a few spilled on the table. */
export function waxPile({ tone, accent, uid }: Look): string {
  const fill = `url(#${uid}-p)`;
  const edge = darken(tone, 0.14);
  // Points spread evenly over a dome above the rim, drawn back to front.
  const points = Array.from({ length: 320 }, (_, i) => {
    const u = hash(i, 3) * 2 - 1;
    const height = Math.sqrt(Math.max(0, 1 - u * u)) * (0.75 + hash(i, 5) * 0.25);
    return { x: 400 + u * 168, y: 486 - hash(i, 4) * height * 100, i };
  }).sort((a, b) => a.y - b.y);
  const heap = points.map((p) => pellet(p.x, p.y, p.i, fill, edge)).join('');
  const spilled = [
    [250, 664],
    [276, 680],
    [548, 672],
    [584, 656],
    [604, 688],
  ]
    .map(([x, y], i) => pellet(x as number, y as number, 900 + i, fill, edge))
    .join('');
  const bowl = lighten(accent, 0.55);
  return `<defs><radialGradient id="${uid}-p" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighten(tone, 0.6)}"/><stop offset="0.6" stop-color="${tone}"/><stop offset="1" stop-color="${darken(tone, 0.1)}"/></radialGradient>
<linearGradient id="${uid}-bowl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(bowl, 0.18)}"/><stop offset="0.3" stop-color="${lighten(bowl, 0.3)}"/><stop offset="1" stop-color="${darken(bowl, 0.22)}"/></linearGradient></defs>
${shadow(400, 624, 160)}
<ellipse cx="400" cy="480" rx="180" ry="30" fill="${darken(bowl, 0.3)}"/>
${heap}
<path d="M220 480 Q 230 606 400 612 Q 570 606 580 480 Q 400 524 220 480 Z" fill="url(#${uid}-bowl)"/>
<path d="M330 608 h140 l-6 14 h-128 z" fill="${darken(bowl, 0.2)}"/>
<path d="M220 480 Q 400 524 580 480" fill="none" stroke="${lighten(bowl, 0.5)}" stroke-width="4"/>
${spilled}`;
}

/** A spool of braided cotton wick beside pre-tabbed wicks. */
export function wickSpool({ tone, uid }: Look): string {
  const cotton = lighten(tone, 0.7);
  const wound = Array.from(
    { length: 17 },
    (_, i) =>
      `<line x1="232" y1="${420 + i * 10}" x2="348" y2="${420 + i * 10}" stroke="${darken(cotton, 0.12)}" stroke-width="2"/>`,
  ).join('');
  const wicks = [430, 470, 510, 550]
    .map((x, i) => {
      const top = 360 + (i % 2) * 34;
      return `<path d="M${x} 612 L${x + (i - 1.5) * 6} ${top}" stroke="${cotton}" stroke-width="6" stroke-linecap="round"/><path d="M${x} 612 L${x + (i - 1.5) * 6} ${top}" stroke="${darken(cotton, 0.15)}" stroke-width="6" stroke-dasharray="2 5" stroke-linecap="round"/><path d="M${x - 16} 624 l6 -14 h20 l6 14 z" fill="url(#${uid}-m)"/>`;
    })
    .join('');
  return `<defs>${woodGradient(`${uid}-w`)}${metalGradient(`${uid}-m`)}<linearGradient id="${uid}-c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(cotton, 0.15)}"/><stop offset="0.35" stop-color="${lighten(cotton, 0.3)}"/><stop offset="1" stop-color="${darken(cotton, 0.2)}"/></linearGradient></defs>
${shadow(290, 622, 100)}${shadow(490, 626, 90)}
<rect x="232" y="408" width="116" height="186" fill="url(#${uid}-c)"/>${wound}
<rect x="212" y="386" width="156" height="26" rx="6" fill="url(#${uid}-w)"/>
<rect x="212" y="592" width="156" height="28" rx="6" fill="url(#${uid}-w)"/>
<path d="M348 520 C 380 560, 360 640, 300 690 S 200 720, 180 700" fill="none" stroke="${cotton}" stroke-width="5" stroke-linecap="round"/>
${wicks}`;
}

/** Flat wooden wicks standing in their metal clips, one lying in front. */
export function woodWicks({ tone, uid }: Look): string {
  const standing = [300, 360, 420, 480]
    .map((x, i) => {
      const top = 330 + (i % 2) * 50 + i * 6;
      return `${shadow(x + 16, 622, 40)}<rect x="${x}" y="${top}" width="${34 - i * 2}" height="${600 - top}" rx="2" fill="url(#${uid}-w)"/>${[0.3, 0.55, 0.8].map((t) => `<line x1="${x + 6 + t * 10}" y1="${top + 10}" x2="${x + 4 + t * 12}" y2="590" stroke="${darken(tone, 0.25)}" stroke-width="1" opacity="0.5"/>`).join('')}<path d="M${x - 10} 622 l6 -30 h${46 - i * 2} l6 30 z" fill="url(#${uid}-m)"/>`;
    })
    .join('');
  return `<defs>${woodGradient(`${uid}-w`, tone)}${metalGradient(`${uid}-m`)}</defs>
${standing}
<g transform="rotate(-12 470 690)"><rect x="330" y="676" width="300" height="30" rx="2" fill="url(#${uid}-w)"/><line x1="340" y1="686" x2="620" y2="688" stroke="${darken(tone, 0.25)}" stroke-width="1" opacity="0.5"/></g>
<path d="M560 650 l8 -36 h40 l8 36 z" fill="url(#${uid}-m)"/>`;
}

/** Rattan reeds standing in a glass cylinder, and a tied bundle lying in front. */
export function reedBundle({ tone }: Look): string {
  const reed = (x1: number, y1: number, x2: number, y2: number, i: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${i % 3 === 0 ? darken(tone, 0.2) : i % 3 === 1 ? tone : lighten(tone, 0.18)}" stroke-width="5" stroke-linecap="round"/>`;
  const upright = Array.from({ length: 14 }, (_, i) =>
    reed(356 + i * 6.5, 600, 330 + i * 11, 150 + (i % 4) * 14, i),
  ).join('');
  const lying = Array.from({ length: 10 }, (_, i) =>
    reed(200 + i * 3, 690 + i * 3.5, 640 + i * 3, 620 + i * 3.5, i),
  ).join('');
  return `${shadow(400, 622, 80)}${upright}
<rect x="344" y="420" width="112" height="202" rx="10" fill="#fff" opacity="0.22"/>
<rect x="344" y="420" width="112" height="202" rx="10" fill="url(#glass)" stroke="#fff" stroke-opacity="0.75" stroke-width="3"/>
<ellipse cx="400" cy="421" rx="56" ry="8" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="2.5"/>
<ellipse cx="424" cy="676" rx="250" ry="26" fill="url(#shade)" opacity="0.5" transform="rotate(-9 424 676)"/>
${lying}
<rect x="404" y="640" width="16" height="60" rx="4" fill="#d9c6a5" transform="rotate(-9 412 670)"/>`;
}

/** Scented plaster tablets with dried flowers, on their hanging cords. */
export function plasterTablets({ tone, accent }: Look): string {
  const tablet = (x: number, y: number, w: number, h: number, s: number) => {
    const cx = x + w / 2;
    const cy = y + h * 0.58;
    const petals = [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="${cx}" cy="${cy - 14 * s}" rx="${7 * s}" ry="${13 * s}" fill="${lighten(accent, 0.25)}" transform="rotate(${a} ${cx} ${cy})"/>`,
      )
      .join('');
    return `${shadow(cx, y + h + 2, w * 0.55)}
<path d="M${cx - 18 * s} ${y + 14} Q ${cx} ${y - 60 * s} ${cx + 18 * s} ${y + 14}" fill="none" stroke="#d7c3a3" stroke-width="${3 * s}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${22 * s}" fill="${tone}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${22 * s}" fill="url(#glass)" opacity="0.5"/>
<circle cx="${cx}" cy="${y + 22 * s}" r="${7 * s}" fill="${darken(tone, 0.12)}"/>
<path d="M${cx - 4 * s} ${cy + 10 * s} q ${-30 * s} ${30 * s} ${-44 * s} ${64 * s}" stroke="#8fa37f" stroke-width="${3 * s}" fill="none"/>
<ellipse cx="${cx - 34 * s}" cy="${cy + 50 * s}" rx="${6 * s}" ry="${13 * s}" fill="#8fa37f" transform="rotate(40 ${cx - 34 * s} ${cy + 50 * s})"/>
${petals}<circle cx="${cx}" cy="${cy}" r="${7 * s}" fill="${darken(accent, 0.1)}"/>`;
  };
  return `${tablet(236, 320, 190, 290, 1)}${tablet(420, 420, 150, 210, 0.78)}`;
}
