import { useId, useState } from 'react';
import type { Language } from '~/lib/constants';
import { SALE_CATEGORY_ID } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import { type Category, categoryHref, findCategory } from './sidebar';
import type { SideBarLabels } from './sidebar.labels';

type Props = { tree: readonly Category[]; lang: Language; labels: SideBarLabels };

/** Spec 2.11: the collapsible Sale section, with the whole sale and each of its sub-categories. */
export function SaleSection({ tree, lang, labels }: Props) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const children = findCategory(tree, SALE_CATEGORY_ID)?.descendants ?? [];

  return (
    <section className="sidebar__section">
      <h2 className="sidebar__disclosure-head">
        <button
          type="button"
          className="sidebar__disclosure"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          {labels.sale}
          <span className="sidebar__chevron" aria-hidden="true">
            {expanded ? '−' : '+'}
          </span>
        </button>
      </h2>
      <ul id={panelId} className="sidebar__list" hidden={!expanded}>
        <li>
          <a className="sidebar__item sidebar__item--sale" href={categoryHref(SALE_CATEGORY_ID)}>
            {labels.saleAll}
          </a>
        </li>
        {children.map((category) => (
          <li key={category.id}>
            <a className="sidebar__item" href={categoryHref(category.id)}>
              {pick(category, 'name', lang)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
