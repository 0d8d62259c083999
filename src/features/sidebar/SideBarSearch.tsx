import { type FormEvent, useId } from 'react';
import { goTo } from '~/lib/navigation';
import { searchHref } from './sidebar';
import type { SideBarLabels } from './sidebar.labels';
import { closeSidebar } from './sidebar.store';

/** Spec 2.11: keyword search; spec 5: an empty keyword does nothing. */
export function SideBarSearch({ labels }: { labels: SideBarLabels }) {
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(String(new FormData(event.currentTarget).get('keyword') ?? ''));
    if (!href) return;
    closeSidebar();
    goTo(href);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown before Safari 17; the role works everywhere.
    <form className="sidebar__search" action="/shop/search" method="get" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {labels.searchLabel}
      </label>
      <input
        id={inputId}
        className="sidebar__search-input"
        name="keyword"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={labels.searchPlaceholder}
      />
      <button type="submit" className="sidebar__search-button">
        {labels.search}
      </button>
    </form>
  );
}
