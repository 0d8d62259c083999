import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import type { Composition } from '~/lib/studio/types';
import { type Catalogue, typeOf } from './catalogue';
import { oilOfWhole } from './composition';
import { mixedColour } from './piece';
import type { StudioLabels } from './studio.labels';

const named = (rows: readonly { id: number; name: string; name_en: string }[], id: number | null, lang: Language) => {
  const row = id === null ? undefined : rows.find((r) => r.id === id);
  return row ? pick(row, 'name', lang) : null;
};

/** A saved composition as the member's pages show it: names in the page's language, the mixed colour. */
export function formulaView(c: Composition, catalogue: Catalogue, l: StudioLabels, lang: Language) {
  const type = typeOf(catalogue, c.type);
  const base = type?.bases.find((b) => b.id === c.baseId);
  return {
    typeName: type ? pick(type, 'name', lang) : c.type,
    sizeMl: c.sizeMl,
    loadPercent: c.loadPercent,
    base: base ? { name: pick(base, 'name', lang), safetyNo: base.safety_no } : null,
    notes: c.notes.map((n) => ({
      name: named(catalogue.oils, n.materialId, lang) ?? `#${n.materialId}`,
      role: l.roles[n.role],
      share: n.share,
      ofWhole: oilOfWhole(c, n.share),
    })),
    colours: c.colours.map((x) => ({
      name: named(catalogue.colours, x.materialId, lang) ?? `#${x.materialId}`,
      swatch: catalogue.colours.find((r) => r.id === x.materialId)?.swatch ?? null,
      drops: x.drops,
    })),
    hex: mixedColour(c, catalogue),
    vessel: named(catalogue.vessels, c.vesselId, lang),
    lid: named(catalogue.lids, c.lidId, lang),
    label: c.label,
  };
}

export type FormulaView = ReturnType<typeof formulaView>;
