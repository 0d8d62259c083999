import { type MouseEvent, useEffect, useRef } from 'react';
import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import { type Category, categoryHref, menuLevel } from './sidebar';
import type { SideBarLabels } from './sidebar.labels';
import { back, choose } from './sidebar.store';

type Props = {
  tree: readonly Category[];
  stack: readonly Category[];
  lang: Language;
  labels: SideBarLabels;
};

/** Spec 2.11: the drill-down category menu; Back pops a level, or closes the bar at the top. */
export function CategoryMenu({ tree, stack, lang, labels }: Props) {
  const current = stack.at(-1);
  const backRef = useRef<HTMLButtonElement>(null);
  const depth = useRef(stack.length);

  // The button just pressed leaves the DOM with its level, so focus goes to Back instead of the page.
  useEffect(() => {
    if (depth.current !== stack.length) backRef.current?.focus();
    depth.current = stack.length;
  }, [stack.length]);

  const followLeaf = (event: MouseEvent, category: Category) => {
    event.preventDefault();
    choose(category);
  };

  return (
    <nav className="sidebar__categories" aria-labelledby="sidebar-level">
      <div className="sidebar__level-head">
        <button type="button" className="sidebar__back" ref={backRef} onClick={back}>
          <span aria-hidden="true">‹</span> {labels.back}
        </button>
        <h2 id="sidebar-level" className="sidebar__level-title">
          {current ? pick(current, 'name', lang) : labels.categories}
        </h2>
      </div>
      <ul className="sidebar__list">
        {current && (
          <li>
            <a className="sidebar__item sidebar__item--all" href={categoryHref(current.id)}>
              {labels.viewAll}
            </a>
          </li>
        )}
        {menuLevel(tree, stack).map((category) => (
          <li key={category.id}>
            {category.descendants.length > 0 ? (
              <button type="button" className="sidebar__item" onClick={() => choose(category)}>
                {pick(category, 'name', lang)}
                <span className="sidebar__chevron" aria-hidden="true">
                  ›
                </span>
              </button>
            ) : (
              <a className="sidebar__item" href={categoryHref(category.id)} onClick={(e) => followLeaf(e, category)}>
                {pick(category, 'name', lang)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
