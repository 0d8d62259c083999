import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { SELECT_LIST_MAX_HEIGHT_PX } from '~/lib/constants';
import { type Choice, moveIndex } from './choice';
import { isNearBottom, LIST_KEYS } from './select-list';
import './SelectList.css';

export type SelectListProps<T> = {
  /** The list's accessible name. */
  label: string;
  options: readonly Choice<T>[];
  value: T | null;
  onSelect: (value: T) => void;
  /** Called once each time the list is scrolled to within 10px of its bottom, e.g. to load more. */
  onScrollEnd?: (() => void) | undefined;
  /** For a combobox input's aria-controls. */
  id?: string | undefined;
  emptyText?: ReactNode;
};

/** A listbox up to 300px tall: arrows, Home and End move, Enter or Space selects. */
export function SelectList<T>({ label, options, value, onSelect, onScrollEnd, id, emptyText }: SelectListProps<T>) {
  const fallbackId = useId();
  const listId = id ?? fallbackId;
  const selected = options.findIndex((o) => Object.is(o.value, value));
  const [active, setActive] = useState(selected);
  const list = useRef<HTMLDivElement>(null);
  // The list height when onScrollEnd last fired: staying at the bottom fires once, but a bottom
  // that moved (more options loaded) or was left and reached again fires anew.
  const firedAt = useRef<number | null>(null);

  const optionId = (index: number) => `${listId}-option-${index}`;

  const moveTo = (index: number) => {
    setActive(index);
    list.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setActive(index);
    onSelect(option.value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (LIST_KEYS.has(event.key)) {
      const next = moveIndex(options, active, event.key, { wrap: false });
      if (next !== null) moveTo(next);
      event.preventDefault();
    } else if ((event.key === 'Enter' || event.key === ' ') && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  };

  const onScroll = () => {
    const box = list.current;
    if (!box) return;
    if (!isNearBottom(box)) {
      firedAt.current = null;
    } else if (firedAt.current !== box.scrollHeight) {
      firedAt.current = box.scrollHeight;
      onScrollEnd?.();
    }
  };

  return (
    <div
      className="select-list"
      id={listId}
      ref={list}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={active >= 0 && options[active] ? optionId(active) : undefined}
      style={{ maxHeight: SELECT_LIST_MAX_HEIGHT_PX }}
      onKeyDown={onKeyDown}
      onScroll={onScroll}
    >
      {options.length === 0 && emptyText ? <p className="select-list__empty">{emptyText}</p> : null}
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, which points at the active option (aria-activedescendant)
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for all options
        <div
          key={String(option.value)}
          id={optionId(index)}
          className="select-list__option"
          role="option"
          aria-selected={index === selected}
          aria-disabled={option.disabled || undefined}
          data-active={index === active || undefined}
          onClick={() => choose(index)}
        >
          {option.label}
        </div>
      ))}
    </div>
  );
}
