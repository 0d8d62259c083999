import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import type { FormulaView } from '~/server/studio/formulas.service';
import type { CatalogueType } from './catalogue';
import { oilOfWhole } from './composition';
import type { StudioLabels } from './studio.labels';

/** A saved formula as the member's pages show it: its materials' names in the page's language. */
export function formulaFacts(f: FormulaView, types: readonly CatalogueType[], l: StudioLabels, lang: Language) {
  const c = f.composition;
  const named = (id: number | null) => {
    const row = id === null ? undefined : f.materials.find((m) => m.id === id);
    return row ? pick(row, 'name', lang) : null;
  };
  const type = types.find((t) => t.type === c.type);
  const base = f.materials.find((m) => m.id === c.baseId);
  return {
    typeName: type ? pick(type, 'name', lang) : c.type,
    base: base ? { name: pick(base, 'name', lang), safetyNo: base.safety_no } : null,
    notes: c.notes.map((n) => ({
      name: named(n.materialId) ?? `#${n.materialId}`,
      role: l.roles[n.role],
      share: n.share,
      ofWhole: oilOfWhole(c, n.share),
    })),
    colours: c.colours.map((x) => ({
      name: named(x.materialId) ?? `#${x.materialId}`,
      swatch: f.materials.find((m) => m.id === x.materialId)?.swatch ?? null,
      drops: x.drops,
    })),
    vessel: named(c.vesselId),
    lid: named(c.lidId),
    description: lang === 'en' ? f.descriptionEn : f.description,
    /** The base's registration, for the label's legal lines. */
    safetyNo: base?.safety_no ?? null,
  };
}
