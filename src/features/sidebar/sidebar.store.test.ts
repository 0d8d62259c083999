import { afterEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '~/lib/navigation';
import type { Category } from './sidebar';
import { $sidebar, back, choose, closeSidebar, openSidebar } from './sidebar.store';

vi.mock('~/lib/navigation', () => ({ goTo: vi.fn() }));

const leaf: Category = { id: 5, name: '파라핀', name_en: 'Paraffin', descendants: [] };
const wax: Category = { id: 3, name: '왁스', name_en: 'Wax', descendants: [leaf] };

afterEach(() => {
  closeSidebar();
  vi.clearAllMocks();
});

describe('$sidebar', () => {
  it('starts hidden with an empty category stack', () => {
    expect($sidebar.get()).toEqual({ open: false, stack: [] });
  });

  it('openSidebar shows the bar and closeSidebar hides it and forgets the stack', () => {
    openSidebar();
    choose(wax);
    expect($sidebar.get()).toEqual({ open: true, stack: [wax] });
    closeSidebar();
    expect($sidebar.get()).toEqual({ open: false, stack: [] });
  });

  it('choose drills into a category with children without navigating', () => {
    openSidebar();
    choose(wax);
    expect($sidebar.get().stack).toEqual([wax]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('choose on a leaf navigates to its category page through goTo and closes the bar', () => {
    openSidebar();
    choose(wax);
    choose(leaf);
    expect(goTo).toHaveBeenCalledWith('/shop/category/5');
    expect($sidebar.get().open).toBe(false);
  });

  it('back pops one level, then at the top level closes the bar', () => {
    openSidebar();
    choose(wax);
    back();
    expect($sidebar.get()).toEqual({ open: true, stack: [] });
    back();
    expect($sidebar.get().open).toBe(false);
  });
});
