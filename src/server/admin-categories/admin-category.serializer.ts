import type { AdminCategoryNode, CategoryRow } from './admin-category.service.ts';

/** One category as an operator sees it. */
export function toAdminCategoryWire(c: CategoryRow) {
  return {
    id: c.id,
    parent_id: c.parent_id,
    name: c.name,
    name_en: c.name_en,
    sort_order: c.sort_order,
    is_visible: c.is_visible,
  };
}

type Wire = ReturnType<typeof toAdminCategoryWire> & { depth: number; product_count: number; children: Wire[] };

/** The tree, each category with its level, its own products' count and the categories under it. */
export function toAdminCategoryTreeWire(n: AdminCategoryNode): Wire {
  return {
    ...toAdminCategoryWire(n),
    depth: n.depth,
    product_count: n.product_count,
    children: n.children.map(toAdminCategoryTreeWire),
  };
}
