/**
 * Until `start()` has hydrated the island, a click inside it is held (its default, such as following
 * a link, does not happen yet), hydration starts at once, and the click is given again to the same
 * element afterwards: hydration keeps the server's DOM nodes, so the element is the one now handled by
 * React. Nothing a person presses while the code is loading is lost or half-done.
 */
export function holdEarlyClicks(el: HTMLElement, start: () => Promise<void>): () => Promise<void> {
  const held: HTMLElement[] = [];
  let started: Promise<void> | undefined;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLElement) held.push(event.target);
    void begin();
  };
  const begin = () => {
    started ??= (async () => {
      await start();
      el.removeEventListener('click', onClick, true);
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    })();
    return started;
  };
  el.addEventListener('click', onClick, true);
  return begin;
}
