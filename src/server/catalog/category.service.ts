import { sharedCache } from '../cache/lru.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { findVisibleCategories } from './category.repository.ts';
import { buildTree, type CategoryNode } from './category-tree.ts';

/** Every page's menus read the tree; kept until a category changes. */
const treeCache = sharedCache<CategoryNode[]>({
  name: 'category tree',
  tags: [tags.categories],
  policy: 'content',
  load: async () => buildTree(await findVisibleCategories(await getDb())),
});

export function categoryTree(): Promise<CategoryNode[]> {
  return treeCache.get('tree');
}

export function clearCategoryCache(): void {
  treeCache.clear();
}
