import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { goTo } from '~/lib/navigation';
import { addRecent, clearRecent, readRecent, removeRecent } from './recent-searches';
import { optionsOf, type SuggestAnswer, type SuggestGroup, type SuggestOption } from './suggest-options';
import './search-suggest.css';

export type SuggestLabels = {
  list: string;
  recent: string;
  popular: string;
  corrected: string;
  categories: string;
  products: string;
  clearAll: string;
  remove: string;
};

type Props = { inputId: string; labels: SuggestLabels };

/** How long typing pauses before suggestions are asked for. */
const DEBOUNCE_MS = 150;

/**
 * Type-ahead under a search box that stays the server's markup (a GET form that works without
 * JavaScript): loaded when the box first gets the focus (`client:focus`), it makes the field an ARIA
 * combobox with a listbox of recent and popular keywords, categories and products. ↑/↓ move through
 * them (aria-activedescendant), Enter opens the one chosen (without one, the form searches as
 * always), Escape closes the list, Delete forgets a recent keyword.
 */
export function SearchSuggest({ inputId, labels }: Props) {
  // Named after the field: two islands on a page (header, search page) are separate React roots.
  const listId = `suggest-${inputId}`;
  const optionId = (i: number) => `${listId}-option-${i}`;
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [typed, setTyped] = useState('');
  const [answer, setAnswer] = useState<SuggestAnswer | undefined>();
  const [recent, setRecent] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const answers = useRef(new Map<string, SuggestAnswer>());
  const pending = useRef<AbortController | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const options = useMemo(() => optionsOf(typed, answer, recent), [typed, answer, recent]);
  const shown = open && options.length > 0;

  const ask = useCallback((text: string) => {
    const key = text.replace(/\s+/g, ' ').trim();
    const kept = answers.current.get(key);
    if (kept) {
      setAnswer(kept);
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    fetch(`/api/v1/search/suggest?${new URLSearchParams({ q: key })}`, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then((res) => (res.ok ? (res.json() as Promise<SuggestAnswer>) : undefined))
      .then((body) => {
        if (!body) return;
        answers.current.set(key, body);
        setAnswer(body);
      })
      .catch(() => {
        // offline, aborted or refused: the box searches as a plain form
      });
  }, []);

  const choose = useCallback((option: SuggestOption) => {
    if (option.keyword) setRecent(addRecent(option.keyword));
    setOpen(false);
    goTo(option.href);
  }, []);

  // What the listeners read: the latest list, whether it shows, and the active option.
  const now = useRef({ options, shown, active });
  now.current = { options, shown, active };

  // The field is the server's; it becomes the combobox once this code is here. Its listeners are
  // added in the same step as it is read, so that nothing typed meanwhile is missed.
  useEffect(() => {
    const el = document.getElementById(inputId);
    if (!(el instanceof HTMLInputElement)) return;
    el.setAttribute('role', 'combobox');
    el.setAttribute('aria-autocomplete', 'list');
    el.setAttribute('aria-controls', listId);
    el.setAttribute('aria-expanded', 'false');
    setInput(el);
    setRecent(readRecent());
    setTyped(el.value);
    ask(el.value);
    if (document.activeElement === el) setOpen(true);

    const onInput = () => {
      setTyped(el.value);
      setActive(-1);
      setOpen(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => ask(el.value), DEBOUNCE_MS);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.isComposing) return;
      const { options: list, shown: showing, active: current } = now.current;
      const n = list.length;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (n === 0) return;
        e.preventDefault();
        setOpen(true);
        setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
      } else if (e.key === 'Enter' && showing && current >= 0 && list[current]) {
        e.preventDefault();
        choose(list[current] as SuggestOption);
      } else if (e.key === 'Escape' && showing) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (e.key === 'Delete' && showing && list[current]?.group === 'recent') {
        e.preventDefault();
        setRecent(removeRecent((list[current] as SuggestOption).label));
        setActive(-1);
      }
    };
    const form = el.form;
    const onSubmit = (e: SubmitEvent) => {
      if (!e.defaultPrevented && el.value.trim()) addRecent(el.value);
    };
    el.addEventListener('input', onInput);
    el.addEventListener('focus', onFocus);
    el.addEventListener('blur', onBlur);
    el.addEventListener('keydown', onKey);
    form?.addEventListener('submit', onSubmit);
    return () => {
      clearTimeout(timer.current);
      el.removeEventListener('input', onInput);
      el.removeEventListener('focus', onFocus);
      el.removeEventListener('blur', onBlur);
      el.removeEventListener('keydown', onKey);
      form?.removeEventListener('submit', onSubmit);
    };
  }, [inputId, listId, ask, choose]);

  useEffect(() => {
    if (!input) return;
    input.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0 && active < options.length) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  });

  const groups: SuggestGroup[] = ['recent', 'popular', 'corrected', 'categories', 'products'];
  const heading: Record<SuggestGroup, string> = {
    recent: labels.recent,
    popular: labels.popular,
    corrected: labels.corrected,
    categories: labels.categories,
    products: labels.products,
  };

  return (
    // Pressing inside the list keeps the focus in the field (the list closes on blur).
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops the press from taking the focus away from the field
    <div className="suggest" hidden={!shown} onMouseDown={(e) => e.preventDefault()}>
      {options.some((o) => o.group === 'recent') && !typed.trim() && (
        <div className="suggest__tools">
          <button
            type="button"
            className="suggest__clear"
            tabIndex={-1}
            onClick={() => {
              setRecent(clearRecent());
              setActive(-1);
            }}
          >
            {labels.clearAll}
          </button>
        </div>
      )}
      <div role="listbox" id={listId} aria-label={labels.list} className="suggest__list">
        {groups.map((g) => {
          const inGroup = options.map((o, i) => ({ o, i })).filter(({ o }) => o.group === g);
          if (inGroup.length === 0) return null;
          const headingId = `${listId}-${g}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (a fieldset is not allowed there)
            <div role="group" aria-labelledby={headingId} className={`suggest__group suggest__group--${g}`} key={g}>
              <div id={headingId} role="presentation" className="suggest__heading">
                {heading[g]}
              </div>
              {inGroup.map(({ o, i }) => (
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the field, which points at the active option (aria-activedescendant)
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys for all options
                <div
                  key={`${g}-${o.href}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className="suggest__option"
                  onClick={() => choose(o)}
                  onMouseEnter={() => setActive(i)}
                >
                  {o.image && <img className="suggest__thumb" src={`${o.image}?w=320`} alt="" width="40" height="40" />}
                  <span className="suggest__text">
                    <span className="suggest__label">{o.label}</span>
                    {o.detail && <span className="suggest__detail">{o.detail}</span>}
                  </span>
                  {o.price && <span className="suggest__price">{o.price}</span>}
                  {o.group === 'recent' && (
                    <span
                      className="suggest__remove"
                      aria-hidden="true"
                      title={labels.remove}
                      onClick={(e) => {
                        e.stopPropagation();
                        setRecent(removeRecent(o.label));
                        setActive(-1);
                      }}
                    >
                      ×
                    </span>
                  )}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
