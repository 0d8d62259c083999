import type { ClientDirective } from 'astro';

/**
 * `client:interaction="<selector>"`: the island's code loads the first time someone presses an element
 * matching the selector anywhere on the page (a menu button outside the island, say), and the island is
 * hydrated at that moment with `data-activated` set on it, so it can do what the press asked for.
 * Until then the page carries none of the island's JavaScript. Loading starts on pointer-down (or a key
 * on the opener), so the code is usually there by the time the click lands.
 *
 * Bundled on its own by Astro (esbuild, inlined once per page): relative imports only.
 */
const interaction: ClientDirective = (load, options, el) => {
  const selector = options.value || '[data-island-open]';
  let loading: ReturnType<typeof load> | undefined;
  const fetchCode = () => {
    loading ??= load();
    return loading;
  };
  const opener = (event: Event): Element | null =>
    event.target instanceof Element ? event.target.closest(selector) : null;

  const onEarly = (event: Event) => {
    if (opener(event)) void fetchCode();
  };
  const onClick = async (event: MouseEvent) => {
    if (!opener(event)) return;
    event.preventDefault();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerdown', onEarly, true);
    document.removeEventListener('focusin', onEarly, true);
    el.setAttribute('data-activated', '');
    const hydrate = await fetchCode();
    await hydrate();
  };
  document.addEventListener('pointerdown', onEarly, true);
  document.addEventListener('focusin', onEarly, true);
  document.addEventListener('click', onClick, true);
};

export default interaction;
