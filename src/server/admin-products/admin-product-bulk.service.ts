/**
 * The product list's bulk edit in the back office: each row's price and/or stock, checked and applied
 * on its own, audited and told to the page caches as every product write is (admin-product.service.ts).
 */
import { type AuditActor, changesOf } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { notifyRestocked } from '../catalog/restock.service.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, HttpError, NotFoundError } from '../http/errors.ts';
import { fieldErrorsOf } from '../http/validate.ts';
import {
  activeOptions,
  type ProductRow,
  type ProductWrite,
  productById,
  writeProduct,
} from './admin-product.repository.ts';
import { bulkRow } from './admin-product.schema.ts';
import { productChanged } from './admin-product.service.ts';

export type BulkRowResult = { row: number; it_id: number | null; ok: boolean; message: string };

/**
 * The list's bulk edit: each row (a product's price and/or stock) is checked and applied on its own,
 * in its own transaction, all or nothing; the answer gives every row's result. `stockOnly` (staff)
 * refuses a row that changes a price.
 */
export async function bulkEdit(actor: AuditActor, rows: unknown[], stockOnly: boolean) {
  const results: BulkRowResult[] = [];
  const seen = new Set<number>();
  for (const [i, raw] of rows.entries()) {
    const row = i + 1;
    const parsed = bulkRow.safeParse(raw);
    const rawId = (raw as { it_id?: unknown } | null)?.it_id;
    const itId = parsed.success ? parsed.data.it_id : Number.isInteger(Number(rawId)) ? Number(rawId) : null;
    if (!parsed.success) {
      const first = Object.values(fieldErrorsOf(parsed.error))[0]?.[0] ?? '입력값을 확인해 주세요.';
      results.push({ row, it_id: itId, ok: false, message: first });
      continue;
    }
    const { it_id, base_price, stock } = parsed.data;
    const fail = (message: string) => results.push({ row, it_id, ok: false, message });
    if (seen.has(it_id)) {
      fail('같은 상품이 앞의 행에 이미 있습니다 (앞의 행만 처리합니다).');
      continue;
    }
    seen.add(it_id);
    if (base_price === undefined && stock === undefined) {
      fail('바꿀 판매가나 재고를 입력해 주세요.');
      continue;
    }
    if (stockOnly && base_price !== undefined) {
      fail('스태프는 재고만 바꿀 수 있습니다.');
      continue;
    }
    try {
      await bulkOne(actor, it_id, base_price, stock);
      results.push({ row, it_id, ok: true, message: '처리되었습니다.' });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      fail(err.message);
    }
  }
  return { done: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length, results };
}

async function bulkOne(actor: AuditActor, id: number, basePrice: number | undefined, stock: number | undefined) {
  await transact(await getDb(), async (tx) => {
    const before = await productById(tx, id, true);
    if (!before) throw new NotFoundError('상품을 찾을 수 없습니다.');
    if (stock !== undefined && (await activeOptions(tx, id)).length) {
      throw new ConflictError('옵션이 있는 상품은 상품 화면에서 옵션별 재고를 바꿔 주세요.');
    }
    const change: ProductWrite = {
      ...(basePrice !== undefined ? { base_price: basePrice } : {}),
      ...(stock !== undefined ? { stock } : {}),
    };
    const after = (await writeProduct(tx, id, change)) as ProductRow;
    await productChanged(tx, actor, 'update', id, changesOf(before, after, ['base_price', 'stock']));
    if (after.stock > before.stock) await notifyRestocked(tx, [id]);
  });
}
