import { describe, expect, it } from 'vitest';
import { buildTree, findNode, flatten, pathTo } from './category-tree';

const rows = [
  { id: 1, parent_id: null, name: '왁스', name_en: 'Wax' },
  { id: 100, parent_id: 1, name: '소이왁스', name_en: 'Soy wax' },
  { id: 1000, parent_id: 100, name: '컨테이너용', name_en: 'Container' },
  { id: 12, parent_id: null, name: '세일', name_en: 'Sale' },
  { id: 555, parent_id: 999, name: '숨김 부모', name_en: 'Orphan' },
];

describe('category tree', () => {
  it('nests rows under their parents, keeping order', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.id)).toEqual([1, 12]);
    expect(tree[0]?.descendants[0]?.descendants[0]?.name_en).toBe('Container');
  });

  it('drops a category whose parent is hidden', () => {
    expect(
      flatten({ ...buildTree(rows)[0]!, descendants: buildTree(rows)[0]!.descendants }).map((n) => n.id),
    ).not.toContain(555);
    expect(findNode(buildTree(rows), 555)).toBeUndefined();
  });

  it('finds a node at any depth and the path down to it', () => {
    const tree = buildTree(rows);
    expect(findNode(tree, 1000)?.name).toBe('컨테이너용');
    expect(pathTo(tree, 1000).map((n) => n.id)).toEqual([1, 100, 1000]);
    expect(pathTo(tree, 4242)).toEqual([]);
  });
});
