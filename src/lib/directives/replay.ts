/** Which early clicks to hold: by default every one. */
export type HoldOptions = {
  /** Links go where they point at once, without waiting for the island's code. */
  followLinks?: boolean;
};

/** A field whose value a person sets by typing or choosing (not a box that is ticked by a click). */
function valueField(target: EventTarget | null): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target;
  if (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'file'].includes(target.type)
  )
    return target;
  return null;
}

/**
 * Sets a field's value as a person's input would and tells the page: through the element type's own
 * value setter (React keeps its own copy of the last value it saw and ignores an event whose value
 * matches it), then the `input` and `change` events React's onChange listens to.
 */
function giveValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** How long a held press waits at most for the island's hydration to finish once its code has run. */
const HYDRATION_WAIT_MS = 2000;

/**
 * Resolves once the browser is idle after an island's code has run. Astro's React renderer hydrates in
 * a transition: `hydrate()` resolves when hydration has been scheduled, and React then renders in
 * slices of a few milliseconds, each a task of its own, until it commits and runs the effects. A press
 * given again before that commit was lost (7 early presses in 12 on the composer at a quarter of this
 * machine's speed): React's commit set the box back to what it had drawn. The browser runs an idle
 * callback only once no task is waiting, so after React's last slice.
 */
function hydrated(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: HYDRATION_WAIT_MS });
    else setTimeout(resolve, 50);
  });
}

type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'value'; target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement; value: string };

/**
 * Until `start()` has hydrated the island, a click inside it is held (its default, such as following
 * a link, does not happen yet), hydration starts at once, and the click is given again to the same
 * element afterwards: hydration keeps the server's DOM nodes, so the element is the one now handled by
 * React. A value typed or chosen meanwhile (a select's option, a quantity) is kept too and given
 * again, in order with the clicks, so that hydration drawing the server's value does not undo it.
 * Nothing a person does while the code is loading is lost or half-done. A click on a drawing (an
 * icon's SVG) is given again to the element around it.
 */
export function holdEarlyClicks(
  el: HTMLElement,
  start: () => Promise<void>,
  { followLinks = false }: HoldOptions = {},
): () => Promise<void> {
  const held: Held[] = [];
  let started: Promise<void> | undefined;
  const onClick = (event: MouseEvent) => {
    let target = event.target instanceof Element ? event.target : null;
    if (followLinks && target?.closest('a[href]')) return;
    // A click that opens a select or places the caret is the field's own; its value is what is kept.
    if (valueField(target)) return void begin();
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    event.preventDefault();
    event.stopPropagation();
    if (target) held.push({ kind: 'click', target });
    void begin();
  };
  const onValue = (event: Event) => {
    const field = valueField(event.target);
    if (!field) return;
    const kept = held.find((h) => h.kind === 'value' && h.target === field);
    if (kept?.kind === 'value') kept.value = field.value;
    else held.push({ kind: 'value', target: field, value: field.value });
    void begin();
  };
  const begin = () => {
    started ??= (async () => {
      try {
        await start();
        await hydrated();
      } finally {
        // Code that failed to load must not swallow presses: links and forms then work as drawn.
        el.removeEventListener('click', onClick, true);
        el.removeEventListener('input', onValue, true);
        el.removeEventListener('change', onValue, true);
        for (const h of held.splice(0)) {
          if (!h.target.isConnected) continue;
          if (h.kind === 'click') h.target.click();
          else giveValue(h.target, h.value);
        }
      }
    })();
    return started;
  };
  el.addEventListener('click', onClick, true);
  el.addEventListener('input', onValue, true);
  el.addEventListener('change', onValue, true);
  return begin;
}
