import type { CategoryNode } from './category-tree.ts';

export type CategoryWire = { id: number; name: string; name_en: string; descendants: CategoryWire[] };

export function serializeCategory(node: CategoryNode): CategoryWire {
  return { id: node.id, name: node.name, name_en: node.name_en, descendants: node.descendants.map(serializeCategory) };
}
