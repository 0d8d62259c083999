import { darken, lighten } from './colour.ts';
import { type Look, label } from './parts.ts';
import { cylinder, shadow } from './scene.ts';

const three = (look: Look) => look.colours ?? [look.tone, lighten(look.tone, 0.3), darken(look.tone, 0.3)];

/** Three squeeze bottles of liquid candle dye, a few drops on the table. */
export function dyeBottles(look: Look): string {
  const bottles = three(look)
    .map((c, i) => {
      const x = 270 + i * 96;
      const base = 612 + (i % 2) * 14;
      const h = 210 - (i % 2) * 30;
      const top = base - h;
      return `${shadow(x + 40, base + 2, 52)}
<path d="M${x + 32} ${top - 62} l8 -22 l8 22 z" fill="#f4f1ec"/>
<rect x="${x + 22}" y="${top - 40}" width="36" height="44" rx="6" fill="#f4f1ec"/>
<rect x="${x + 22}" y="${top - 40}" width="36" height="6" rx="3" fill="#fff"/>
<rect x="${x}" y="${top}" width="80" height="${h}" rx="14" fill="${lighten(c, 0.55)}" opacity="0.9"/>
<rect x="${x + 4}" y="${top + h * 0.3}" width="72" height="${h * 0.7 - 4}" rx="10" fill="${c}"/>
<rect x="${x}" y="${top}" width="80" height="${h}" rx="14" fill="url(#glass)"/>
${label(x + 10, top + h * 0.42, 60, 64, c)}`;
    })
    .join('');
  const drops = three(look)
    .map(
      (c, i) =>
        `<ellipse cx="${300 + i * 110}" cy="${672 + (i % 2) * 16}" rx="${15 - i * 2}" ry="5" fill="${c}" opacity="0.85"/>`,
    )
    .join('');
  return `${bottles}${drops}`;
}

/** Three open jars of mica powder, a lid and a little scoop. */
export function micaJars(look: Look): string {
  const jars = three(look)
    .map((c, i) => {
      const cx = 290 + i * 112 + (i === 1 ? 0 : 0);
      const base = 604 + (i % 2) * 22;
      const sparkles = Array.from(
        { length: 7 },
        (_, k) =>
          `<circle cx="${cx - 36 + ((k * 37) % 72)}" cy="${base - 96 + ((k * 13) % 16)}" r="1.8" fill="#fff" opacity="0.85"/>`,
      ).join('');
      return `<defs>${cylinder(`${look.uid}-${i}`, c, 0.9)}</defs>${shadow(cx, base + 2, 62)}
<rect x="${cx - 52}" y="${base - 110}" width="104" height="110" rx="12" fill="#fff" opacity="0.3"/>
<rect x="${cx - 46}" y="${base - 96}" width="92" height="90" rx="8" fill="url(#${look.uid}-${i})"/>
<ellipse cx="${cx}" cy="${base - 96}" rx="46" ry="10" fill="${lighten(c, 0.25)}"/>
<path d="M${cx - 30} ${base - 96} q30 -26 60 0 z" fill="${lighten(c, 0.15)}"/>${sparkles}
<rect x="${cx - 52}" y="${base - 110}" width="104" height="110" rx="12" fill="url(#glass)" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5"/>`;
    })
    .join('');
  return `${jars}
<ellipse cx="600" cy="676" rx="58" ry="14" fill="#c8ccd1"/><ellipse cx="600" cy="670" rx="58" ry="14" fill="#e6e8eb"/>
<path d="M190 700 L300 660" stroke="#c9a77f" stroke-width="8" stroke-linecap="round"/><ellipse cx="312" cy="656" rx="20" ry="11" fill="#c9a77f" transform="rotate(-20 312 656)"/>
<ellipse cx="313" cy="654" rx="13" ry="6" fill="${three(look)[0]}" transform="rotate(-20 313 654)"/>`;
}

/** A silicone pillar mold standing open, the ribbed candle it made beside it. */
export function siliconeMold({ tone, uid }: Look): string {
  const ribs = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${452 + i * 18}" y="426" width="9" height="194" rx="4.5" fill="#fff" opacity="${i % 2 ? 0.16 : 0.3}"/>`,
  ).join('');
  return `<defs>${cylinder(`${uid}-m`, tone, 0.9)}${cylinder(`${uid}-c`, '#f6f0e4', 0.7)}</defs>
${shadow(320, 622, 110)}${shadow(510, 632, 80)}
<rect x="226" y="340" width="188" height="282" rx="30" fill="url(#${uid}-m)"/>
<ellipse cx="320" cy="346" rx="94" ry="22" fill="${lighten(tone, 0.25)}"/>
<ellipse cx="320" cy="348" rx="62" ry="14" fill="${darken(tone, 0.35)}"/>
<ellipse cx="320" cy="352" rx="52" ry="9" fill="${darken(tone, 0.5)}"/>
<rect x="244" y="372" width="14" height="220" rx="7" fill="#fff" opacity="0.25"/>
<rect x="444" y="420" width="134" height="212" rx="10" fill="url(#${uid}-c)"/>${ribs}
<ellipse cx="511" cy="421" rx="67" ry="10" fill="#fffaf0"/>
<line x1="511" y1="418" x2="511" y2="398" stroke="#3a2a20" stroke-width="3" stroke-linecap="round"/>`;
}
