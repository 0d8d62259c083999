import { pieceColour } from '~/lib/studio/colour';
import { type Composition, LABEL_FONTS } from '~/lib/studio/types';
import type { Catalogue } from './catalogue';
import type { StudioLabels } from './studio.labels';

export type LabelValue = NonNullable<Composition['label']>;

/** Label papers the shop prints on. */
export const LABEL_COLOURS = [
  { name: 'cream', hex: '#f6efe3' },
  { name: 'white', hex: '#ffffff' },
  { name: 'kraft', hex: '#c8a77e' },
  { name: 'sage', hex: '#b7c4a8' },
  { name: 'charcoal', hex: '#2a2521' },
] as const;

export function newLabel(): LabelValue {
  return { textKo: '', textEn: '', font: LABEL_FONTS[0], colour: LABEL_COLOURS[0].hex };
}

/** The finished piece's colour: the composition's drops mixed in OKLab over the uncoloured base. */
export function mixedColour(c: Composition, catalogue: Catalogue): string {
  const drops = c.colours.flatMap((x) => {
    const colour = catalogue.colours.find((r) => r.id === x.materialId);
    return colour?.swatch ? [{ swatch: colour.swatch, drops: x.drops, kind: colour.kind }] : [];
  });
  return pieceColour(c.type, c.sizeMl, drops);
}

/** The base's 안전확인 신고번호 in the catalogue, for the label's legal lines. */
export function safetyNoOf(c: Composition, catalogue: Catalogue): string | null {
  return catalogue.types.find((t) => t.type === c.type)?.bases.find((b) => b.id === c.baseId)?.safety_no ?? null;
}

/** The lines the shop prints on every label: name, the base's 안전확인 신고번호, volume, maker, date. */
export function legalLines(c: Composition, safetyNo: string | null, name: string, l: StudioLabels): string[] {
  return [
    `${l.legalName} ${name}`,
    `${l.legalSafety} ${safetyNo ?? '—'}`,
    `${l.legalVolume} ${c.sizeMl}ml · ${l.legalMaker} ${l.maker}`,
    `${l.legalDate} ${l.legalDateValue}`,
  ];
}
