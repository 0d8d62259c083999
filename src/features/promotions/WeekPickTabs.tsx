import { type KeyboardEvent, useId, useRef, useState } from 'react';

/** One week of the Week Picks, as the home page shows it (already in the page's language). */
export type WeekPickTab = {
  week: number;
  /** "11.24 – 11.30" */
  range: string;
  title: string;
  image: string;
  discountRate: number;
  href: string;
};

export type WeekPickTabsProps = {
  weeks: WeekPickTab[];
  /** The week shown first: the one holding today (spec 4). */
  current: number;
  labels: { tablist: string; cta: string; newWindow: string };
};

const KEY_STEPS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Spec 4 (Week Picks): five weekly deals as ARIA tabs. Rendered by the server with the current week
 * open; hydrated when scrolled near (`client:near`, which keeps a press made before then), choosing a
 * week by click or arrow keys (Home/End to the ends).
 */
export function WeekPickTabs({ weeks, current, labels }: WeekPickTabsProps) {
  const [selected, setSelected] = useState(current);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const to = step(index, weeks.length);
    const week = weeks[to];
    if (!week) return;
    setSelected(week.week);
    tabs.current[to]?.focus();
  };
  return (
    <>
      <div className="weekpicks__tabs" role="tablist" aria-label={labels.tablist}>
        {weeks.map((w, i) => (
          <button
            key={w.week}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${w.week}`}
            aria-controls={`${base}-panel-${w.week}`}
            aria-selected={w.week === selected}
            tabIndex={w.week === selected ? 0 : -1}
            onClick={() => setSelected(w.week)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            <span className="weekpicks__week">WEEK {w.week}</span>
            <span className="weekpicks__range">{w.range}</span>
          </button>
        ))}
      </div>
      {weeks.map((w) => (
        <div
          key={w.week}
          className="weekpicks__panel"
          role="tabpanel"
          id={`${base}-panel-${w.week}`}
          aria-labelledby={`${base}-tab-${w.week}`}
          hidden={w.week !== selected}
        >
          <img src={w.image} alt="" width={360} height={450} loading="lazy" decoding="async" />
          <div className="weekpicks__copy">
            <span className="weekpicks__badge">{w.discountRate}% OFF</span>
            <h3>{w.title}</h3>
            <p>{w.range}</p>
            <a className="button" href={w.href} target="_blank" rel="noopener">
              {labels.cta}
              <span className="visually-hidden"> ({labels.newWindow})</span>
            </a>
          </div>
        </div>
      ))}
    </>
  );
}
