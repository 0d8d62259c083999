import { describe, expect, it } from 'vitest';
import {
  type Category,
  CLOSED,
  categoryHref,
  chooseCategory,
  findCategory,
  menuLevel,
  opened,
  searchHref,
  stepBack,
} from './sidebar';

const leaf = (id: number, name: string): Category => ({ id, name, name_en: name, descendants: [] });
const soy = leaf(11, '소이 캔들');
const candles: Category = { id: 1, name: '캔들', name_en: 'Candles', descendants: [soy] };
const diffusers = leaf(2, '디퓨저');
const saleWax = leaf(13, '세일 왁스');
const sale: Category = { id: 12, name: '세일', name_en: 'Sale', descendants: [saleWax] };
const tree = [candles, diffusers, sale];

describe('mobile side bar rules (spec 4)', () => {
  it('opening a hidden bar shows it at the top level', () => {
    expect(opened(CLOSED)).toEqual({ open: true, stack: [] });
  });

  it('opening a bar that is already open keeps the level it shows', () => {
    const deep = { open: true, stack: [candles] };
    expect(opened(deep)).toBe(deep);
  });

  it('a category with children drills down without navigating', () => {
    const { state, navigateTo } = chooseCategory(opened(CLOSED), candles);
    expect(state).toEqual({ open: true, stack: [candles] });
    expect(navigateTo).toBeNull();
  });

  it('a leaf navigates to its category page and closes the bar', () => {
    const { state, navigateTo } = chooseCategory({ open: true, stack: [candles] }, soy);
    expect(navigateTo).toBe('/shop/category/11');
    expect(state).toEqual(CLOSED);
  });

  it('Back below the top level pops one level and keeps the bar open', () => {
    const deeper: Category = { ...soy, descendants: [leaf(111, 'x')] };
    expect(stepBack({ open: true, stack: [candles, deeper] })).toEqual({ open: true, stack: [candles] });
  });

  it('Back at the top level closes the bar', () => {
    expect(stepBack({ open: true, stack: [] })).toEqual(CLOSED);
  });

  it('the top level lists every category but Sale, which has its own section', () => {
    expect(menuLevel(tree, [])).toEqual([candles, diffusers]);
  });

  it('a drilled level lists the children of the innermost category', () => {
    expect(menuLevel(tree, [candles])).toEqual([soy]);
  });

  it('finds a category anywhere in the tree by id', () => {
    expect(findCategory(tree, 12)).toBe(sale);
    expect(findCategory(tree, 11)).toBe(soy);
    expect(findCategory(tree, 99)).toBeUndefined();
  });

  it('a category page lives at /shop/category/{id}', () => {
    expect(categoryHref(12)).toBe('/shop/category/12');
  });
});

describe('side bar search (spec 5)', () => {
  it('an empty or blank keyword goes nowhere', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   ')).toBeNull();
  });

  it('a keyword goes to the product search, trimmed and encoded', () => {
    const url = new URL(searchHref('  소이 왁스 & 심지 ') ?? '', 'https://shop.test');
    expect(url.pathname).toBe('/shop/search');
    expect(url.searchParams.get('keyword')).toBe('소이 왁스 & 심지');
  });
});
