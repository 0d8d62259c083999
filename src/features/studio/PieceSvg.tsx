import { LABEL_FONT_NAMES } from '~/lib/studio/label';
import type { LabelFont, ProductType } from '~/lib/studio/types';
import './piece.css';

export type PieceLabel = { textKo: string; textEn: string; font: LabelFont; colour: string };

type Props = {
  type: ProductType;
  /** The wax's or the liquid's colour, mixed from the chosen dyes. */
  fill: string;
  lid: boolean;
  label: PieceLabel | null;
  /** The lines the shop prints under the person's text (name, 신고번호, volume, maker, date). */
  legal?: readonly string[] | undefined;
  title: string;
};

/** Dark text on a light label, light on a dark one (relative luminance of the label's hex). */
export function inkOn(hex: string): 'dark' | 'light' {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return 'dark';
  const n = Number.parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? 'dark' : 'light';
}

const BODY: Record<ProductType, { x: number; y: number; w: number; h: number; rx: number; fillTop: number }> = {
  candle: { x: 40, y: 80, w: 120, h: 150, rx: 10, fillTop: 110 },
  diffuser: { x: 50, y: 100, w: 100, h: 130, rx: 14, fillTop: 125 },
  spray: { x: 58, y: 95, w: 84, h: 135, rx: 18, fillTop: 115 },
};

/** A live drawing of the piece: its vessel, its colour and its label (text rendered as SVG text, escaped). */
export function PieceSvg({ type, fill, lid, label, legal = [], title }: Props) {
  const b = BODY[type];
  const labelY = b.y + b.h * 0.38;
  const labelH = 44 + legal.length * 7;
  return (
    <svg className="piece" viewBox="0 0 200 250" role="img" aria-label={title}>
      <title>{title}</title>
      {type === 'diffuser' && (
        <g className="piece__reeds">
          <line x1="100" y1="80" x2="70" y2="8" />
          <line x1="100" y1="80" x2="100" y2="4" />
          <line x1="100" y1="80" x2="132" y2="10" />
        </g>
      )}
      {type === 'diffuser' && <rect className="piece__glass" x="86" y="72" width="28" height="30" rx="4" />}
      {type === 'spray' && (
        <g>
          <rect className="piece__cap" x="88" y="62" width="24" height="34" rx="3" />
          <rect className="piece__cap" x="80" y="48" width="40" height="16" rx="4" />
        </g>
      )}
      <rect className="piece__glass" x={b.x} y={b.y} width={b.w} height={b.h} rx={b.rx} />
      <rect
        className="piece__fill"
        x={b.x + 4}
        y={b.fillTop}
        width={b.w - 8}
        height={b.y + b.h - b.fillTop - 4}
        rx={b.rx - 4}
        fill={fill}
      />
      {type === 'candle' && <line className="piece__wick" x1="100" y1={b.fillTop} x2="100" y2={b.fillTop - 14} />}
      {lid && type === 'candle' && (
        <rect className="piece__cap" x={b.x - 4} y={b.y - 16} width={b.w + 8} height="16" rx="4" />
      )}
      {lid && type === 'diffuser' && <rect className="piece__cap" x="84" y="64" width="32" height="10" rx="3" />}
      {label && (
        <g
          className={`piece__label piece__label--${inkOn(label.colour)}`}
          style={{ fontFamily: `${LABEL_FONT_NAMES[label.font]?.css ?? 'sans-serif'}, var(--font-sans)` }}
        >
          <rect x={b.x + 10} y={labelY} width={b.w - 20} height={labelH} rx="3" fill={label.colour} />
          <text x="100" y={labelY + 18} textAnchor="middle" className="piece__label-ko">
            {label.textKo}
          </text>
          <text x="100" y={labelY + 32} textAnchor="middle" className="piece__label-en">
            {label.textEn}
          </text>
          {legal.map((line, i) => (
            <text key={line} x="100" y={labelY + 44 + i * 7} textAnchor="middle" className="piece__legal">
              {line}
            </text>
          ))}
        </g>
      )}
    </svg>
  );
}
