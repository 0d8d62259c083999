import { SALE_CATEGORY_ID } from '~/lib/constants';
import type { CategoryWire } from '~/server/catalog/category.serializer';

export type Category = CategoryWire;

/** Spec 4 (Mobile side bar): shown or hidden, and the categories drilled into, outermost first. */
export interface SidebarState {
  open: boolean;
  stack: readonly Category[];
}

export const CLOSED: SidebarState = { open: false, stack: [] };

export const categoryHref = (id: number): string => `/shop/category/${id}`;

/** Opening always starts at the top level; opening an open bar leaves it where it is. */
export function opened(state: SidebarState): SidebarState {
  return state.open ? state : { open: true, stack: [] };
}

/** Back at the top level closes the bar; deeper, it pops one level. */
export function stepBack(state: SidebarState): SidebarState {
  return state.stack.length === 0 ? CLOSED : { ...state, stack: state.stack.slice(0, -1) };
}

/** A category with children drills down; a leaf leads to its page and closes the bar. */
export function chooseCategory(
  state: SidebarState,
  category: Category,
): { state: SidebarState; navigateTo: string | null } {
  if (category.descendants.length > 0) {
    return { state: { ...state, stack: [...state.stack, category] }, navigateTo: null };
  }
  return { state: CLOSED, navigateTo: categoryHref(category.id) };
}

/** The categories listed at the current level; Sale has its own section, so the top level leaves it out. */
export function menuLevel(tree: readonly Category[], stack: readonly Category[]): readonly Category[] {
  const current = stack.at(-1);
  return current ? current.descendants : tree.filter((c) => c.id !== SALE_CATEGORY_ID);
}

export function findCategory(tree: readonly Category[], id: number): Category | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findCategory(node.descendants, id);
    if (found) return found;
  }
  return undefined;
}

/** Spec 5: an empty (or blank) keyword searches for nothing, so there is nowhere to go. */
export function searchHref(keyword: string): string | null {
  const trimmed = keyword.trim();
  return trimmed === '' ? null : `/shop/search?${new URLSearchParams({ keyword: trimmed })}`;
}
