/**
 * An operator's quick changes to a product (price, discount, stock, whether it is shown). Each change
 * records its audit entry in its transaction and reaches every page showing the product, in every
 * process, once it has committed: its own page and the lists showing it by its tag, and every list
 * (`products`), since a price or a status moves it between sorts, bands and filters.
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { type ProductChange, productForUpdate, updateProduct } from './product.repository.ts';
import { productCard } from './product.service.ts';
import type { ProductCard } from './product.types.ts';
import { notifyRestocked } from './restock.service.ts';

const CHANGED = ['base_price', 'discount_rate', 'stock', 'status'] as const;

export async function changeProduct(actor: AuditActor, id: number, change: ProductChange): Promise<ProductCard> {
  const db = await getDb();
  const row = await transact(db, async (tx) => {
    const before = await productForUpdate(tx, id);
    if (!before) return undefined;
    const updated = await updateProduct(tx, id, change);
    if (!updated) return undefined;
    touch(tx, [tags.product(id), tags.products]);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entityType: 'product',
      entityId: id,
      changes: changesOf(before, updated, CHANGED),
    });
    // Stock raised (or the product shown again): members waiting for it are told once.
    if (change.stock !== undefined || change.status !== undefined) await notifyRestocked(tx, [id]);
    return updated;
  });
  if (!row) throw new NotFoundError('상품을 찾을 수 없습니다.');
  return productCard({ ...row, has_options: false });
}
