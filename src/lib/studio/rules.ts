/**
 * Every rule of a composition against the shop's materials and studio settings, in one pure check
 * that the composer and the server share: the server runs it on each quote and save and never
 * trusts the browser's numbers.
 */
import { checkLabel } from './label.ts';
import { checkLoad, checkOilLimits, mergeErrors, type OilLimit } from './limits.ts';
import { checkShares } from './shares.ts';
import {
  addError,
  type Composition,
  type FieldErrors,
  type MaterialKind,
  type ProductType,
  type StudioSettings,
} from './types.ts';

/** What the rules need to know of one material. */
export type MaterialFacts = {
  id: number;
  kind: MaterialKind;
  name: string;
  maxPercent: number | null;
  fits: ProductType[];
  volumeMl: number | null;
  available: boolean;
  safetyNo: string | null;
};

const KIND_NAME: Record<MaterialKind, string> = {
  oil: '향료',
  dye: '색소',
  mica: '마이카',
  vessel: '용기',
  lid: '뚜껑',
  base: '베이스',
};

/** An id that names a material of the expected kind that is on sale; adds the field's error otherwise. */
function checkMaterial(
  errors: FieldErrors,
  field: string,
  id: number,
  kinds: MaterialKind[],
  materials: ReadonlyMap<number, MaterialFacts>,
): MaterialFacts | undefined {
  const m = materials.get(id);
  const what = KIND_NAME[kinds[0] as MaterialKind];
  if (!m || !kinds.includes(m.kind)) {
    addError(errors, field, `선택한 ${what}을(를) 찾을 수 없습니다.`);
    return undefined;
  }
  if (!m.available) addError(errors, field, `${m.name}은(는) 품절되어 지금은 쓸 수 없습니다.`);
  return m;
}

function checkFits(errors: FieldErrors, field: string, m: MaterialFacts | undefined, c: Composition, typeName: string) {
  if (m && m.fits.length > 0 && !m.fits.includes(c.type))
    addError(errors, field, `${m.name}은(는) ${typeName}에 쓸 수 없습니다.`);
}

export function checkComposition(
  c: Composition,
  settings: StudioSettings,
  materials: ReadonlyMap<number, MaterialFacts>,
): FieldErrors {
  const errors: FieldErrors = {};
  const type = settings.types[c.type];
  if (!type) {
    addError(errors, 'type', '만들 제품 종류를 골라 주세요.');
    return errors;
  }
  if (!type.sizes.some((s) => s.ml === c.sizeMl))
    addError(errors, 'size_ml', `${type.name} 용량은 ${type.sizes.map((s) => `${s.ml}ml`).join(', ')} 중 하나입니다.`);
  if (c.baseId !== null) {
    const base = checkMaterial(errors, 'base_id', c.baseId, ['base'], materials);
    checkFits(errors, 'base_id', base, c, type.name);
    if (base && !base.safetyNo)
      addError(
        errors,
        'base_id',
        `${base.name}은(는) 안전확인 신고번호가 없어 제작할 수 없습니다. 다른 베이스를 골라 주세요.`,
      );
  }
  const oils = new Map<number, OilLimit>();
  const seen = new Set<number>();
  c.notes.forEach((n, i) => {
    const oil = checkMaterial(errors, `notes.${i}.material_id`, n.materialId, ['oil'], materials);
    if (oil) oils.set(oil.id, { name: oil.name, maxPercent: oil.maxPercent });
    if (seen.has(n.materialId)) addError(errors, `notes.${i}.material_id`, '같은 향료를 두 번 넣을 수 없습니다.');
    seen.add(n.materialId);
  });
  c.colours.forEach((d, i) => {
    checkMaterial(errors, `colours.${i}.material_id`, d.materialId, ['dye', 'mica'], materials);
    if (!Number.isInteger(d.drops) || d.drops < 1 || d.drops > 60)
      addError(errors, `colours.${i}.drops`, '색소는 1~60방울 사이로 넣어 주세요.');
  });
  if (c.vesselId !== null) {
    const vessel = checkMaterial(errors, 'vessel_id', c.vesselId, ['vessel'], materials);
    checkFits(errors, 'vessel_id', vessel, c, type.name);
    if (vessel?.volumeMl && vessel.volumeMl < c.sizeMl)
      addError(errors, 'vessel_id', `${vessel.name}에는 ${c.sizeMl}ml가 들어가지 않습니다.`);
  }
  if (c.lidId !== null)
    checkFits(errors, 'lid_id', checkMaterial(errors, 'lid_id', c.lidId, ['lid'], materials), c, type.name);
  return mergeErrors(
    errors,
    checkShares(c.notes.map((n) => n.share)),
    checkLoad(c.loadPercent, type.load, type.name),
    checkOilLimits(c.notes, c.loadPercent, oils),
    checkLabel(c.label),
  );
}
