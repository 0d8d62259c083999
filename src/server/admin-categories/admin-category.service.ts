/**
 * The back office's categories: the three-level tree with each one's Korean and English names, order
 * and product count; a new one under any first- or second-level category, a rename, a move under
 * another category, hiding and showing, a new order of siblings, and deleting one that holds no
 * products and no categories. A rename or a move rewrites the search text of the products filed
 * under it, so that a search by the category's new name finds them. Every write records an audit
 * entry (`category`) with the fields before and after in its own transaction, and once it has
 * committed every process is told (`touch`): the menus on every page and the category's own page.
 */
import { SALE_CATEGORY_ID } from '~/lib/constants';
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import type { Executor, Tx } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { refreshSearchText } from '../search/search-text-refresh.ts';
import {
  allCategories,
  type CategoryRow,
  type CategoryWithCount,
  categoryById,
  childrenOf,
  deleteCategory,
  insertCategory,
  nextSortOrder,
  productCountOf,
  writeCategory,
} from './admin-category.repository.ts';
import {
  type CategoryInput,
  type CategoryNamesInput,
  type CategoryOrderInput,
  type CategoryPlaceInput,
  MAX_DEPTH,
} from './admin-category.schema.ts';

export type { CategoryRow, CategoryWithCount };

/** A category in the back office's tree: its level (1–3) and the categories under it. */
export type AdminCategoryNode = CategoryWithCount & { depth: number; children: AdminCategoryNode[] };

const AUDITED_FIELDS = [
  'parent_id',
  'name',
  'name_en',
  'sort_order',
  'is_visible',
] as const satisfies readonly (keyof CategoryRow)[];
const NOT_FOUND = '카테고리를 찾을 수 없습니다.';

/** The whole tree, hidden categories too, in menu order. */
export async function adminCategoryTree(): Promise<AdminCategoryNode[]> {
  const rows = await allCategories(await getDb());
  const nodes = new Map<number, AdminCategoryNode>();
  for (const r of rows) nodes.set(r.id, { ...r, depth: 1, children: [] });
  const roots: AdminCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const level = (n: AdminCategoryNode, depth: number) => {
    n.depth = depth;
    for (const c of n.children) level(c, depth + 1);
  };
  for (const r of roots) level(r, 1);
  return roots;
}

/** The level of a category (1 for a first-level one). */
async function depthOf(db: Executor, row: CategoryRow): Promise<number> {
  let depth = 1;
  let parentId = row.parent_id;
  while (parentId !== null && depth <= MAX_DEPTH) {
    const parent = await categoryById(db, parentId);
    if (!parent) break;
    depth += 1;
    parentId = parent.parent_id;
  }
  return depth;
}

/** Every page's menus, and the pages of the categories named. */
async function categoryChanged(
  tx: Tx,
  actor: AuditActor,
  action: 'create' | 'update' | 'delete',
  row: CategoryRow,
  changes: Record<string, { before: unknown; after: unknown }>,
) {
  touch(tx, [
    tags.categories,
    tags.category(row.id),
    ...(row.parent_id === null ? [] : [tags.category(row.parent_id)]),
  ]);
  await recordAudit(tx, { actor, action, entityType: 'category', entityId: row.id, changes });
}

/** A new category at the end of its siblings; at most three levels (422 for a fourth). */
export async function createCategory(actor: AuditActor, input: CategoryInput): Promise<CategoryRow> {
  return transact(await getDb(), async (tx) => {
    if (input.parent_id !== null) {
      const parent = await categoryById(tx, input.parent_id, true);
      if (!parent) throw new ValidationError({ parent_id: ['없는 카테고리입니다.'] });
      if ((await depthOf(tx, parent)) >= MAX_DEPTH) {
        throw new ValidationError({ parent_id: [`카테고리는 ${MAX_DEPTH}단계까지만 만들 수 있습니다.`] });
      }
    }
    const made = await insertCategory(tx, input);
    await categoryChanged(tx, actor, 'create', made, changesOf(null, made, AUDITED_FIELDS));
    return made;
  });
}

/** New Korean and English names. */
export async function renameCategory(actor: AuditActor, id: number, input: CategoryNamesInput): Promise<CategoryRow> {
  return transact(await getDb(), async (tx) => {
    const before = await categoryById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const after = await writeCategory(tx, id, { name: input.name, name_en: input.name_en });
    const changes = changesOf(before, after, AUDITED_FIELDS);
    if (Object.keys(changes).length) {
      await categoryChanged(tx, actor, 'update', after, changes);
      await productsRefiled(tx, subtreeOf(await allCategories(tx), id));
    }
    return after;
  });
}

/**
 * The search text of the products filed under these categories names their path anew; searches kept
 * in memory by any process are then stale.
 */
async function productsRefiled(tx: Tx, categoryIds: Set<number>) {
  if (await refreshSearchText(tx, [...categoryIds])) touch(tx, [tags.products]);
}

/** The category and every one under it, at any depth. */
function subtreeOf(rows: CategoryRow[], id: number): Set<number> {
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) {
      if (r.parent_id !== null && ids.has(r.parent_id) && !ids.has(r.id)) {
        ids.add(r.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** How many levels a category spans with those under it (1 for one with none). */
function heightOf(rows: CategoryRow[], id: number): number {
  const below = rows.filter((r) => r.parent_id === id).map((r) => heightOf(rows, r.id));
  return 1 + Math.max(0, ...below);
}

/**
 * Moves a category (with everything under it) to the end of another category's children or of the
 * first level, and shows or hides it. Never under itself or one of its own (422), never deeper than
 * three levels in all (422). Hidden, it leaves the storefront's menus and its page answers 404; its
 * products keep their own pages.
 */
export async function placeCategory(actor: AuditActor, id: number, input: CategoryPlaceInput): Promise<CategoryRow> {
  return transact(await getDb(), async (tx) => {
    const before = await categoryById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const change: Parameters<typeof writeCategory>[2] = {};
    const moving = input.parent_id !== undefined && input.parent_id !== before.parent_id;
    const rows = await allCategories(tx);
    const inside = subtreeOf(rows, id);
    if (moving) {
      const parentId = input.parent_id ?? null;
      let depth = 1;
      if (parentId !== null) {
        if (inside.has(parentId)) {
          throw new ValidationError({ parent_id: ['자기 자신이나 그 하위 카테고리 아래로는 옮길 수 없습니다.'] });
        }
        const parent = await categoryById(tx, parentId, true);
        if (!parent) throw new ValidationError({ parent_id: ['없는 카테고리입니다.'] });
        depth = (await depthOf(tx, parent)) + 1;
      }
      if (depth + heightOf(rows, id) - 1 > MAX_DEPTH) {
        throw new ValidationError({
          parent_id: [`카테고리는 ${MAX_DEPTH}단계까지만 만들 수 있어 그 아래로는 옮길 수 없습니다.`],
        });
      }
      change.parent_id = parentId;
      change.sort_order = await nextSortOrder(tx, parentId);
    }
    if (input.is_visible !== undefined && input.is_visible !== before.is_visible) change.is_visible = input.is_visible;
    if (Object.keys(change).length === 0) return before;
    const after = await writeCategory(tx, id, change);
    await categoryChanged(tx, actor, 'update', after, changesOf(before, after, AUDITED_FIELDS));
    if (moving) {
      if (before.parent_id !== null) touch(tx, [tags.category(before.parent_id)]);
      await productsRefiled(tx, inside);
    }
    return after;
  });
}

/**
 * The children of one category (or the first level) in a new order; `ids` names every one of them
 * once (422 otherwise).
 */
export async function reorderCategories(actor: AuditActor, input: CategoryOrderInput): Promise<CategoryRow[]> {
  return transact(await getDb(), async (tx) => {
    if (input.parent_id !== null && !(await categoryById(tx, input.parent_id, true))) {
      throw new ValidationError({ parent_id: ['없는 카테고리입니다.'] });
    }
    const siblings = await childrenOf(tx, input.parent_id);
    const known = new Set(siblings.map((c) => c.id));
    const sent = new Set(input.ids);
    if (sent.size !== input.ids.length || sent.size !== known.size || input.ids.some((id) => !known.has(id))) {
      throw new ValidationError({ ids: ['같은 상위 카테고리의 카테고리를 빠짐없이 한 번씩 보내 주세요.'] });
    }
    const byId = new Map(siblings.map((c) => [c.id, c]));
    const result: CategoryRow[] = [];
    for (const [i, id] of input.ids.entries()) {
      const before = byId.get(id) as CategoryRow;
      if (before.sort_order === i + 1) {
        result.push(before);
        continue;
      }
      const after = await writeCategory(tx, id, { sort_order: i + 1 });
      await categoryChanged(tx, actor, 'update', after, changesOf(before, after, AUDITED_FIELDS));
      result.push(after);
    }
    return result;
  });
}

/**
 * Deletes a category that holds nothing: 409 with the count for one with products (they would be
 * left without a category), 409 for one with categories under it, and for Sale, which the shop fills
 * with discounted products.
 */
export async function removeCategory(actor: AuditActor, id: number): Promise<void> {
  await transact(await getDb(), async (tx) => {
    const before = await categoryById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    if (id === SALE_CATEGORY_ID) throw new ConflictError('세일 카테고리는 삭제할 수 없습니다.');
    const children = (await childrenOf(tx, id)).length;
    if (children) {
      throw new ConflictError(`하위 카테고리 ${children}개가 있어 삭제할 수 없습니다.`, { child_count: children });
    }
    const productCount = await productCountOf(tx, id);
    if (productCount) {
      throw new ConflictError(`상품 ${productCount}개가 있는 카테고리는 삭제할 수 없습니다.`, {
        product_count: productCount,
      });
    }
    await deleteCategory(tx, id);
    await categoryChanged(tx, actor, 'delete', before, changesOf(before, null, AUDITED_FIELDS));
  });
}
