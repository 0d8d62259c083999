import { describe, expect, it } from 'vitest';
import { SALE_CATEGORY_ID } from '~/lib/constants';
import { itemsByFamily } from './catalog.data.ts';
import { flatCategories } from './categories.data.ts';

const cats = flatCategories();
const byId = new Map(cats.map((c) => [c.id, c]));
const depth = (id: number): number => {
  const parent = byId.get(id)?.parent_id;
  return parent ? 1 + depth(parent) : 1;
};

describe('seeded category tree', () => {
  it('has unique explicit ids: top levels below 100, children from 101, grandchildren from 1001', () => {
    expect(new Set(cats.map((c) => c.id)).size).toBe(cats.length);
    for (const c of cats) {
      const level = depth(c.id);
      if (level === 1) expect(c.id).toBeLessThan(100);
      if (level === 2) expect(c.id).toBeGreaterThan(100);
      if (level === 3) expect(c.id).toBeGreaterThan(1000);
    }
    expect(Math.max(...cats.map((c) => depth(c.id)))).toBe(3);
  });

  it('makes category 12 the top-level Sale category, without children of its own', () => {
    expect(byId.get(SALE_CATEGORY_ID)).toMatchObject({ parent_id: null, name: '세일', name_en: 'Sale' });
    expect(cats.some((c) => c.parent_id === SALE_CATEGORY_ID)).toBe(false);
  });

  it('gives every leaf a product family with items, and every category Korean and English names', () => {
    const items = itemsByFamily();
    for (const c of cats) {
      expect(c.name).not.toBe('');
      expect(c.name_en).toMatch(/^[A-Z]/);
      const isLeaf = !cats.some((child) => child.parent_id === c.id);
      if (isLeaf && c.id !== SALE_CATEGORY_ID) expect(items[c.family ?? 'book']?.length, c.name).toBeGreaterThan(0);
    }
  });
});
