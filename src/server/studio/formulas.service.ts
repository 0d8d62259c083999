/**
 * A member's saved formulas: saved and changed only through the quote (every rule re-checked, the
 * server's price stored), read back with what the member needs to see them: material names,
 * description, colour and whatever now stands in the way of ordering (a material sold out).
 */
import type { Lang } from '../../lib/studio/messages.ts';
import { checkComposition } from '../../lib/studio/rules.ts';
import type { Composition, FieldErrors } from '../../lib/studio/types.ts';
import { type Executor, getDb } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { type Page, toPage } from '../http/pagination.ts';
import {
  countFormulas,
  deleteOwnFormula,
  type FormulaRow,
  findOwnFormula,
  insertFormula,
  listFormulas,
  updateOwnFormula,
} from './formulas.repository.ts';
import { type Blend, blendOf, factsOf, materialIdsOf, quoteComposition, studioSettingsOf } from './quote.service.ts';
import { type MaterialRow, materialsByIds } from './studio.repository.ts';

export type { FormulaRow } from './formulas.repository.ts';

/** Every answer of the formula calls; English lives with the pages' dictionaries. */
export const FORMULA_MESSAGES = {
  notFound: '배합을 찾을 수 없습니다.',
  tooMany: '배합은 최대 100개까지 저장할 수 있습니다. 쓰지 않는 배합을 지운 뒤 저장해 주세요.',
  created: '배합을 저장했습니다.',
  updated: '배합을 수정했습니다.',
  deleted: '배합을 삭제했습니다.',
  duplicated: '배합을 복사했습니다.',
  copySuffix: ' (복사본)',
} as const;
export const MAX_FORMULAS = 100;
const NAME_MAX = 40;

export type FormulaView = FormulaRow &
  Blend & {
    materials: MaterialRow[];
    /** What stands in the way of ordering it now (empty when it can be ordered), keyed like a 422. */
    problems: FieldErrors;
  };

/** The formulas with their materials, description, colour and current problems. */
export async function viewFormulas(db: Executor, rows: FormulaRow[]): Promise<FormulaView[]> {
  const [settings, materials] = await Promise.all([
    studioSettingsOf(db),
    materialsByIds(
      db,
      rows.flatMap((r) => materialIdsOf(r.composition)),
    ),
  ]);
  const byId = new Map(materials.map((m) => [m.id, m]));
  const facts = new Map(materials.map((m) => [m.id, factsOf(m)]));
  return rows.map((row) => {
    const c = row.composition;
    return {
      ...row,
      materials: materialIdsOf(c)
        .map((id) => byId.get(id))
        .filter((m): m is MaterialRow => m !== undefined),
      ...blendOf(c, byId),
      problems: checkComposition(c, settings, facts),
    };
  });
}

/** The member's formula, or 404 (another member's formula is 404 too). Other domains order from it. */
export async function getFormulaForMember(db: Executor, memberId: number, id: number): Promise<FormulaRow> {
  const row = await findOwnFormula(db, memberId, id);
  if (!row) throw new NotFoundError(FORMULA_MESSAGES.notFound);
  return row;
}

export async function myFormulaPage(
  memberId: number,
  q: { page: number; perPage: number },
): Promise<Page<FormulaView>> {
  const db = await getDb();
  const { rows, total } = await listFormulas(db, memberId, { limit: q.perPage, offset: (q.page - 1) * q.perPage });
  return toPage(await viewFormulas(db, rows), total, q.page, q.perPage);
}

export async function myFormula(memberId: number, id: number): Promise<FormulaView> {
  const db = await getDb();
  const [view] = await viewFormulas(db, [await getFormulaForMember(db, memberId, id)]);
  return view as FormulaView;
}

/** The quote of a formula's composition; its field errors are named under `composition.` as the body sends it. */
async function quoteOfBody(db: Executor, composition: Composition, lang: Lang) {
  try {
    return await quoteComposition(db, composition, 1, lang);
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    throw new ValidationError(
      Object.fromEntries(Object.entries(err.errors).map(([field, messages]) => [`composition.${field}`, messages])),
    );
  }
}

async function saved(db: Executor, row: FormulaRow): Promise<FormulaView> {
  const [view] = await viewFormulas(db, [row]);
  return view as FormulaView;
}

export async function createFormula(
  memberId: number,
  input: { name: string; memo: string; composition: Composition },
  lang: Lang = 'ko',
): Promise<FormulaView> {
  const db = await getDb();
  const q = await quoteOfBody(db, input.composition, lang);
  return db.transaction(async (tx) => {
    if ((await countFormulas(tx, memberId)) >= MAX_FORMULAS) throw new ConflictError(FORMULA_MESSAGES.tooMany);
    const row = await insertFormula(tx, memberId, {
      name: input.name,
      memo: input.memo,
      composition: q.composition,
      unit_price: q.basePrice,
    });
    return saved(tx, row);
  });
}

export async function updateFormula(
  memberId: number,
  id: number,
  patch: { name?: string | undefined; memo?: string | undefined; composition?: Composition | undefined },
  lang: Lang = 'ko',
): Promise<FormulaView> {
  const db = await getDb();
  await getFormulaForMember(db, memberId, id);
  const q = patch.composition ? await quoteOfBody(db, patch.composition, lang) : undefined;
  const row = await updateOwnFormula(db, memberId, id, {
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(patch.memo === undefined ? {} : { memo: patch.memo }),
    ...(q ? { composition: q.composition, unit_price: q.basePrice } : {}),
  });
  if (!row) throw new NotFoundError(FORMULA_MESSAGES.notFound);
  return saved(db, row);
}

export async function deleteFormula(memberId: number, id: number): Promise<{ id: number }> {
  const db = await getDb();
  if (!(await deleteOwnFormula(db, memberId, id))) throw new NotFoundError(FORMULA_MESSAGES.notFound);
  return { id };
}

/** A copy under a new name ("… (복사본)" unless one is given), as it was saved: a sold-out material does not stop a copy. */
export async function duplicateFormula(memberId: number, id: number, name?: string): Promise<FormulaView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const source = await getFormulaForMember(tx, memberId, id);
    if ((await countFormulas(tx, memberId)) >= MAX_FORMULAS) throw new ConflictError(FORMULA_MESSAGES.tooMany);
    const copyName =
      name ??
      `${[...source.name].slice(0, NAME_MAX - FORMULA_MESSAGES.copySuffix.length).join('')}${FORMULA_MESSAGES.copySuffix}`;
    const row = await insertFormula(tx, memberId, {
      name: copyName,
      memo: source.memo,
      composition: source.composition,
      unit_price: source.unit_price,
    });
    return saved(tx, row);
  });
}
