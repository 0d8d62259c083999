import { ttlCache } from '../cache.ts';
import { getDb } from '../db/client.ts';
import { findVisibleCategories } from './category.repository.ts';
import { buildTree, type CategoryNode } from './category-tree.ts';

/** Every page's menus read the tree; a short in-process cache keeps that off the database. */
const treeCache = ttlCache<CategoryNode[]>(30_000);

export function categoryTree(): Promise<CategoryNode[]> {
  return treeCache.get('tree', async () => buildTree(await findVisibleCategories(await getDb())));
}

export function clearCategoryCache(): void {
  treeCache.clear();
}
