import { atom } from 'nanostores';
import { goTo } from '~/lib/navigation';
import { type Category, CLOSED, chooseCategory, opened, type SidebarState, stepBack } from './sidebar';

/** The mobile side bar: visible or hidden, and the category stack (spec 4). */
export const $sidebar = atom<SidebarState>(CLOSED);

export function openSidebar(): void {
  $sidebar.set(opened($sidebar.get()));
}

export function closeSidebar(): void {
  $sidebar.set(CLOSED);
}

export function back(): void {
  $sidebar.set(stepBack($sidebar.get()));
}

export function choose(category: Category): void {
  const { state, navigateTo } = chooseCategory($sidebar.get(), category);
  $sidebar.set(state);
  if (navigateTo) goTo(navigateTo);
}
