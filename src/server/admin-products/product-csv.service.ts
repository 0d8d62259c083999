/**
 * The product list as CSV, and the same CSV read back: a dry run lists what each row would change and
 * every bad row with its reason, writing nothing; applying then saves each changed row on its own, in
 * its own transaction (all or nothing), with its audit entry, a bad row never written. Rows name
 * products by `it_id`; a row with an empty `it_id` makes a new product (product-csv-create.service.ts; options
 * and pictures are then the product page's).
 */

import { z } from 'astro/zod';
import { josa } from '~/lib/josa';
import { csvLine, parseCsv } from '../admin-orders/csv.ts';
import { type AuditActor, changesOf } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { categoryTree } from '../catalog/category.service.ts';
import { findNode, pathTo } from '../catalog/category-tree.ts';
import { notifyRestocked } from '../catalog/restock.service.ts';
import { buildSearchText } from '../catalog/search-text.ts';
import { getDb } from '../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../http/errors.ts';
import { fieldErrorsOf } from '../http/validate.ts';
import { activeOptions, exportBatch, type ProductRow, productById, writeProduct } from './admin-product.repository.ts';
import {
  type AdminProductFilters,
  couponRule,
  discountRule,
  PRODUCT_STATUSES,
  type ProductInput,
  priceRule,
  stockRule,
} from './admin-product.schema.ts';
import { createProduct, productChanged, productWhereOf } from './admin-product.service.ts';
import { newProductRow } from './product-csv-create.service.ts';

/** The columns, in the order the export writes them; an import may carry any of them after `it_id`. */
export const CSV_COLUMNS = [
  'it_id',
  'name',
  'name_en',
  'category_id',
  'base_price',
  'discount_rate',
  'coupon_discount',
  'stock',
  'status',
  'keywords',
  'chemical_safety_no',
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Editable = Exclude<Column, 'it_id'>;
type Patch = Partial<Pick<ProductRow, Editable>>;

const MAX_ROWS = 2000;
const BATCH = 500;

/** The filtered products as CSV that Excel opens in Korean (UTF-8 with its mark, CRLF), streamed a batch at a time. */
export function productCsvStream(filters: AdminProductFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  let where: Awaited<ReturnType<typeof productWhereOf>> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        where = await productWhereOf(filters);
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_COLUMNS)}`));
        return;
      }
      const rows = await exportBatch(await getDb(), where ?? {}, after, BATCH);
      if (rows.length) {
        controller.enqueue(encoder.encode(rows.map((r) => csvLine(CSV_COLUMNS.map((c) => cellOf(r, c)))).join('')));
        after = rows[rows.length - 1]?.id ?? after;
      }
      if (rows.length < BATCH) controller.close();
    },
  });
}

const cellOf = (r: ProductRow, c: Column) => (c === 'it_id' ? r.id : r[c]);

const nameRule = (what: string, max: number, required: boolean) =>
  z
    .string()
    .trim()
    .max(max, { error: `${josa(what, '은/는')} ${max}자 이하로 입력해 주세요.` })
    .refine((v) => !required || v.length > 0, { error: `${josa(what, '을/를')} 입력해 주세요.` });
const RULES: Record<Editable, z.ZodType> = {
  name: nameRule('상품명', 200, true),
  name_en: nameRule('영문 상품명', 200, false),
  category_id: z.coerce.number({ error: '카테고리 번호가 올바르지 않습니다.' }).int().positive(),
  base_price: priceRule,
  discount_rate: discountRule,
  coupon_discount: couponRule,
  stock: stockRule,
  status: z.enum(PRODUCT_STATUSES, { error: '상태는 active, hidden, soldout-hidden 중 하나입니다.' }),
  keywords: nameRule('검색 키워드', 500, false),
  chemical_safety_no: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^[A-Za-z0-9-]{4,40}$/, { error: '안전확인 신고번호는 영문, 숫자, 하이픈 4~40자입니다.' })
      .nullable(),
  ),
};

/** A cell the export guarded against spreadsheet formulas (`'=…`) is read back without its apostrophe. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell).trim();

export type CsvChange = {
  row: number;
  /** Null for a new product. */
  it_id: number | null;
  changes: Record<string, { before: unknown; after: unknown }>;
};
export type CsvProblem = { row: number; it_id: number | null; message: string };

type Planned =
  | { row: number; id: number; patch: Patch; change: CsvChange }
  | { row: number; id: null; input: ProductInput; change: CsvChange };

/** Reads the file and compares each row with the product as it is now; nothing is written. */
async function plan(text: string): Promise<{ planned: Planned[]; problems: CsvProblem[]; unchanged: number }> {
  const rows = parseCsv(text);
  const header = (rows.shift() ?? []).map((h) =>
    h
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  if (header[0] !== 'it_id') throw new ValidationError({ file: ['첫 행은 it_id로 시작하는 머리글이어야 합니다.'] });
  const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length) throw new ValidationError({ file: [`알 수 없는 열이 있습니다: ${unknown.join(', ')}`] });
  if (new Set(header).size !== header.length) throw new ValidationError({ file: ['같은 열이 두 번 있습니다.'] });
  if (!rows.length) throw new ValidationError({ file: ['파일에 상품 행이 없습니다.'] });
  if (rows.length > MAX_ROWS)
    throw new ValidationError({ file: [`한 번에 ${MAX_ROWS.toLocaleString()}행까지 올릴 수 있습니다.`] });
  const db = await getDb();
  const tree = await categoryTree();
  const planned: Planned[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Set<number>();
  const seenNew = new Set<string>();
  let unchanged = 0;
  for (const [i, cells] of rows.entries()) {
    const row = i + 2; // the file's own line number, the header being line 1
    const rawId = unguard(cells[0] ?? '');
    const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
    const problem = (message: string) => problems.push({ row, it_id: id, message });
    if (cells.length !== header.length) {
      problem(`열 수가 머리글과 다릅니다 (${cells.length}개, 머리글 ${header.length}개).`);
      continue;
    }
    if (rawId === '') {
      const made = await newProductRow(db, tree, header, cells.map(unguard));
      if ('problem' in made) problem(made.problem);
      else if (seenNew.has(`${made.input.category_id} ${made.input.name}`)) {
        problem('같은 상품이 앞의 행에 이미 있습니다 (앞의 행만 처리합니다).');
      } else {
        seenNew.add(`${made.input.category_id} ${made.input.name}`);
        planned.push({ row, id: null, input: made.input, change: { row, it_id: null, changes: made.changes } });
      }
      continue;
    }
    if (id === null) {
      problem('it_id가 올바르지 않습니다.');
      continue;
    }
    if (seen.has(id)) {
      problem('같은 상품이 앞의 행에 이미 있습니다 (앞의 행만 처리합니다).');
      continue;
    }
    seen.add(id);
    const before = await productById(db, id);
    if (!before) {
      problem('상품을 찾을 수 없습니다.');
      continue;
    }
    const patch: Patch = {};
    let bad: string | undefined;
    for (const [c, column] of header.entries()) {
      if (column === 'it_id') continue;
      const checked = RULES[column as Editable].safeParse(unguard(cells[c] ?? ''));
      if (!checked.success) {
        bad = `${column}: ${Object.values(fieldErrorsOf(checked.error))[0]?.[0] ?? '값이 올바르지 않습니다.'}`;
        break;
      }
      (patch as Record<string, unknown>)[column] = checked.data;
    }
    if (!bad && patch.category_id !== undefined && !findNode(tree, patch.category_id)) {
      bad = 'category_id: 없는 카테고리입니다.';
    }
    if (!bad && patch.stock !== undefined && patch.stock !== before.stock && (await activeOptions(db, id)).length) {
      bad = 'stock: 옵션이 있는 상품은 상품 화면에서 옵션별 재고를 바꿔 주세요.';
    }
    if (bad) {
      problem(bad);
      continue;
    }
    const changes = changesOf(before, { ...before, ...patch }, Object.keys(patch) as Editable[]);
    if (!Object.keys(changes).length) {
      unchanged++;
      continue;
    }
    planned.push({ row, id, patch, change: { row, it_id: id, changes } });
  }
  return { planned, problems, unchanged };
}

/** What the file would change, row by row, and every bad row with its reason; nothing is written. */
export async function dryRunCsv(text: string) {
  const { planned, problems, unchanged } = await plan(text);
  return { dry_run: true, changes: planned.map((p) => p.change), errors: problems, unchanged };
}

/**
 * Applies the file: each changed row in its own transaction, all or nothing, with its audit entry. A
 * bad row is never written; a row whose product changed since it was read is saved over it, as a
 * form would be (the answer names the values it replaced).
 */
export async function applyCsv(actor: AuditActor, text: string) {
  const { planned, problems, unchanged } = await plan(text);
  const results: { row: number; it_id: number | null; ok: boolean; message: string }[] = problems.map((p) => ({
    ...p,
    ok: false,
  }));
  for (const p of planned) {
    try {
      if (p.id === null) {
        const made = await createProduct(actor, p.input);
        results.push({ row: p.row, it_id: made.product.id, ok: true, message: '등록되었습니다.' });
      } else {
        await applyRow(actor, p.id, p.patch);
        results.push({ row: p.row, it_id: p.id, ok: true, message: '처리되었습니다.' });
      }
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ row: p.row, it_id: p.id, ok: false, message: err.message });
    }
  }
  results.sort((a, b) => a.row - b.row);
  return {
    done: results.filter((r) => r.ok).length,
    failed: results.filter((r) => !r.ok).length,
    unchanged,
    results,
  };
}

async function applyRow(actor: AuditActor, id: number, patch: Patch) {
  const tree = await categoryTree();
  await transact(await getDb(), async (tx) => {
    const before = await productById(tx, id, true);
    if (!before) throw new NotFoundError('상품을 찾을 수 없습니다.');
    const merged = { ...before, ...patch };
    const search_text = buildSearchText({
      name: merged.name,
      name_en: merged.name_en,
      keywords: merged.keywords,
      summary: merged.summary,
      categories: pathTo(tree, merged.category_id).flatMap((c) => [c.name, c.name_en]),
    });
    const after = (await writeProduct(tx, id, {
      ...patch,
      ...(patch.discount_rate !== undefined ? { is_sale: patch.discount_rate > 0 } : {}),
      search_text,
    })) as ProductRow;
    await productChanged(tx, actor, 'update', id, changesOf(before, after, Object.keys(patch) as Editable[]));
    if (after.stock > before.stock || after.status !== before.status) await notifyRestocked(tx, [id]);
  });
}
