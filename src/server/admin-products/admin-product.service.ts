/**
 * The back office's products: the list (search, filters, paging), one product to edit, a new one,
 * and stock counts (the list's bulk edit: admin-product-bulk.service.ts). Every write records an audit entry
 * (`product`) with the fields before and after in its own transaction, and once it has committed
 * every process is told (`touch`): the product's page and every list showing products.
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { categoryTree } from '../catalog/category.service.ts';
import { findNode, flatten, pathTo } from '../catalog/category-tree.ts';
import { notifyRestocked } from '../catalog/restock.service.ts';
import { buildSearchText, compact } from '../catalog/search-text.ts';
import { operatorBody } from '../content/sanitize.ts';
import type { Tx } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import {
  type AdminProductListRow,
  activeOptions,
  countCapOf,
  insertProduct,
  listProducts,
  type OptionRow,
  optionIdsOf,
  type ProductRow,
  type ProductWhere,
  productById,
  replaceOptions,
  setOptionStock,
  writeProduct,
} from './admin-product.repository.ts';
import type { AdminProductFilters, ProductInput } from './admin-product.schema.ts';

export type { AdminProductListRow, OptionRow, ProductRow };

/** The product fields the audit log follows (the counters and the search text are left out). */
export const AUDITED_FIELDS = [
  'name',
  'name_en',
  'summary',
  'summary_en',
  'description',
  'description_en',
  'keywords',
  'base_price',
  'discount_rate',
  'coupon_discount',
  'stock',
  'category_id',
  'status',
  'chemical_safety_no',
  'badges',
  'icons',
  'color_swatches',
  'disclosure',
  'images',
  'thumb_image',
] as const satisfies readonly (keyof ProductRow)[];

const optionView = (o: OptionRow) => ({
  id: o.id,
  name: o.name,
  name_en: o.name_en,
  price_delta: o.price_delta,
  stock: o.stock,
});
type OptionView = ReturnType<typeof optionView>;

async function whereOf(f: AdminProductFilters): Promise<ProductWhere> {
  let categoryIds: number[] | undefined;
  if (f.category !== undefined) {
    const node = findNode(await categoryTree(), f.category);
    categoryIds = node ? flatten(node).map((n) => n.id) : [f.category];
  }
  return { q: f.q, status: f.status, stockBelow: f.stock_below, categoryIds };
}

/**
 * The back office's product list, newest first, filtered and paged. The count stops at its cap
 * (COUNT_CAP, or SEARCH_COUNT_CAP with a search word): `total_capped` says there are more matches
 * than `total` (the page then reads "10,000건 이상" or "1,000건 이상" and pages up to the cap).
 */
export async function adminProductPage(
  f: AdminProductFilters,
  page: number,
  perPage: number,
): Promise<Page<AdminProductListRow> & { total_capped: boolean }> {
  const where = await whereOf(f);
  const cap = countCapOf(where);
  const key = overCapKey(where, cap);
  const known = overCap.peek(key) === true;
  const { rows, total } = await listProducts(
    await getDb(),
    where,
    perPage,
    offsetOf(page, perPage),
    known ? null : cap,
  );
  const capped = known || (total ?? 0) > cap;
  if (capped && !known) overCap.set(key, true);
  return { ...toPage(rows, capped ? cap : (total ?? 0), page, perPage), total_capped: capped };
}

/**
 * Filters known to match more products than their count's cap, for 30 s or until a product is
 * written (`tags.products`, in every process): paging on through such a list, or asking again, reads
 * the page's rows and skips the count, which is most of the work (a broad word such as 캔들 or 소이
 * is compared row by row until 1,000 match; under ten operators at once, 150–200 ms of each page).
 * Only the fact "more than the cap" is kept, never a number: it holds while orders take stock
 * (counts below a stock bound only grow), and an exact count below the cap is always read afresh.
 */
const overCap = sharedCache<true>({
  name: 'admin product lists over their cap',
  tags: [tags.products],
  ttlSeconds: 30,
  max: 500,
});

function overCapKey(w: ProductWhere, cap: number): string {
  return JSON.stringify([w.q ? compact(w.q) : '', w.categoryIds ?? null, w.status ?? '', w.stockBelow ?? null, cap]);
}

export { whereOf as productWhereOf };

/** One product as its edit page shows it, hidden ones included, with its offered options. */
export async function adminProductDetail(id: number) {
  const db = await getDb();
  const product = await productById(db, id);
  if (!product) throw new NotFoundError('상품을 찾을 수 없습니다.');
  return { product, options: await activeOptions(db, id) };
}
export type AdminProductDetail = Awaited<ReturnType<typeof adminProductDetail>>;

/** Categories to choose from, as `1차 > 2차` labels, in menu order. */
export async function categoryChoices(): Promise<{ id: number; label: string; label_en: string }[]> {
  const tree = await categoryTree();
  return tree.flatMap(flatten).map((n) => {
    const trail = pathTo(tree, n.id);
    return {
      id: n.id,
      label: trail.map((c) => c.name).join(' > '),
      label_en: trail.map((c) => c.name_en || c.name).join(' > '),
    };
  });
}

async function checkedCategory(id: number): Promise<string[]> {
  const tree = await categoryTree();
  if (!findNode(tree, id)) throw new ValidationError({ category_id: ['없는 카테고리입니다.'] });
  return pathTo(tree, id).flatMap((c) => [c.name, c.name_en]);
}

/** The columns an input writes: rich text through the shop's sanitiser, the search text made again. */
function rowOf(input: ProductInput, categoryNames: string[], totalStock: number) {
  const { options: _options, ...fields } = input;
  return {
    ...fields,
    description: operatorBody(fields.description),
    description_en: operatorBody(fields.description_en),
    stock: totalStock,
    is_sale: fields.discount_rate > 0,
    search_text: buildSearchText({
      name: fields.name,
      name_en: fields.name_en,
      keywords: fields.keywords,
      summary: fields.summary,
      categories: categoryNames,
    }),
  };
}

/** With options the product's stock is the sum of theirs (the order path keeps it so). */
const totalOf = (input: ProductInput) =>
  input.options.length ? input.options.reduce((n, o) => n + o.stock, 0) : input.stock;

function optionChanges(before: OptionView[] | null, after: OptionView[]) {
  const same = before !== null && JSON.stringify(before) === JSON.stringify(after);
  return same ? {} : { options: { before, after } };
}

/**
 * Notes the change for every process's page caches (the product's pages and every list) and records
 * its audit entry, in the change's transaction.
 */
export async function productChanged(
  tx: Tx,
  actor: AuditActor,
  action: 'create' | 'update',
  id: number,
  changes: Record<string, { before: unknown; after: unknown }>,
) {
  touch(tx, [tags.product(id), tags.products]);
  await recordAudit(tx, { actor, action, entityType: 'product', entityId: id, changes });
}

/** A new product, with its options, shown on the storefront at once when active. */
export async function createProduct(actor: AuditActor, input: ProductInput) {
  const names = await checkedCategory(input.category_id);
  return transact(await getDb(), async (tx) => {
    const product = await insertProduct(tx, {
      ...rowOf(input, names, totalOf(input)),
      name: input.name,
      category_id: input.category_id,
    });
    const options = await replaceOptions(tx, product.id, input.options);
    await productChanged(tx, actor, 'create', product.id, {
      ...changesOf(null, product, AUDITED_FIELDS),
      ...(options.length ? optionChanges(null, options.map(optionView)) : {}),
    });
    return { product, options };
  });
}

/**
 * Saves the whole product as its edit page sends it. An option sent with an id of another product is
 * refused (422); options left out are withdrawn.
 */
export async function updateProduct(actor: AuditActor, id: number, input: ProductInput) {
  const names = await checkedCategory(input.category_id);
  return transact(await getDb(), async (tx) => {
    const before = await productById(tx, id, true);
    if (!before) throw new NotFoundError('상품을 찾을 수 없습니다.');
    const known = await optionIdsOf(tx, id);
    const foreign = input.options.findIndex((o) => o.id !== undefined && !known.has(o.id));
    if (foreign >= 0) throw new ValidationError({ [`options.${foreign}.id`]: ['이 상품의 옵션이 아닙니다.'] });
    const optionsBefore = (await activeOptions(tx, id)).map(optionView);
    const after = (await writeProduct(tx, id, rowOf(input, names, totalOf(input)))) as ProductRow;
    const options = await replaceOptions(tx, id, input.options);
    await productChanged(tx, actor, 'update', id, {
      ...changesOf(before, after, AUDITED_FIELDS),
      ...optionChanges(optionsBefore, options.map(optionView)),
    });
    if (after.stock > before.stock || after.status !== before.status) await notifyRestocked(tx, [id]);
    return { product: after, options };
  });
}

export type StockChange = { stock?: number | undefined; options?: { id: number; stock: number }[] | undefined };

/**
 * Sets stock counts, as staff may: the product's own, or (for a product with options) its options',
 * the product's total following them. The order path takes stock with conditional updates under the
 * same row lock, so a count set here is never oversold.
 */
export async function changeStock(actor: AuditActor, id: number, change: StockChange) {
  return transact(await getDb(), async (tx) => {
    const before = await productById(tx, id, true);
    if (!before) throw new NotFoundError('상품을 찾을 수 없습니다.');
    const optionsBefore = await activeOptions(tx, id);
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    let total = before.stock;
    if (optionsBefore.length) {
      if (change.stock !== undefined && !change.options) {
        throw new ConflictError('옵션이 있는 상품은 옵션별 재고를 바꿔 주세요.');
      }
      const byId = new Map(optionsBefore.map((o) => [o.id, o]));
      for (const [i, o] of (change.options ?? []).entries()) {
        const was = byId.get(o.id);
        if (!was) throw new ValidationError({ [`options.${i}.id`]: ['이 상품의 옵션이 아닙니다.'] });
        if (was.stock === o.stock) continue;
        await setOptionStock(tx, id, o.id, o.stock);
        changes[`option:${o.id}.stock`] = { before: was.stock, after: o.stock };
        byId.set(o.id, { ...was, stock: o.stock });
      }
      total = [...byId.values()].reduce((n, o) => n + o.stock, 0);
    } else {
      if (change.options?.length) throw new ValidationError({ options: ['이 상품에는 옵션이 없습니다.'] });
      if (change.stock !== undefined) total = change.stock;
    }
    const after = total === before.stock ? before : ((await writeProduct(tx, id, { stock: total })) as ProductRow);
    if (total !== before.stock) changes.stock = { before: before.stock, after: total };
    if (Object.keys(changes).length) {
      await productChanged(tx, actor, 'update', id, changes);
      await notifyRestocked(tx, [id]);
    }
    return { product: after, options: await activeOptions(tx, id) };
  });
}
