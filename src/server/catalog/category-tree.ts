import { SALE_CATEGORY_ID } from '~/lib/constants';
export type CategoryNode = {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string;
  descendants: CategoryNode[];
};

type Flat = { id: number; parent_id: number | null; name: string; name_en: string };

/** Builds the nested tree from flat rows (already in display order); orphans of hidden parents are dropped. */
export function buildTree(rows: Flat[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) nodes.set(r.id, { ...r, descendants: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    if (node.parent_id === null) roots.push(node);
    else nodes.get(node.parent_id)?.descendants.push(node);
  }
  return roots;
}

/** The node and every node below it, depth first. */
export function flatten(node: CategoryNode): CategoryNode[] {
  return [node, ...node.descendants.flatMap(flatten)];
}

export function findNode(tree: CategoryNode[], id: number): CategoryNode | undefined {
  for (const root of tree) {
    const hit = flatten(root).find((n) => n.id === id);
    if (hit) return hit;
  }
  return undefined;
}

/** Ancestors from the root down to (and including) the node. */
export function pathTo(tree: CategoryNode[], id: number): CategoryNode[] {
  for (const root of tree) {
    const walk = (n: CategoryNode, trail: CategoryNode[]): CategoryNode[] | undefined => {
      const here = [...trail, n];
      if (n.id === id) return here;
      for (const c of n.descendants) {
        const found = walk(c, here);
        if (found) return found;
      }
      return undefined;
    };
    const found = walk(root, []);
    if (found) return found;
  }
  return [];
}

/** The categories a list can be narrowed to: all but Sale, which holds discounted products, not a kind. */
export function productKinds(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.filter((n) => n.id !== SALE_CATEGORY_ID);
}
