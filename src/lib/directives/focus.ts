import type { ClientDirective } from 'astro';

/**
 * `client:focus="<selector>"`: the island's code loads the first time an element matching the selector
 * (a search box outside the island) gets the focus, or is pressed, and the island is hydrated then.
 * A visitor who never goes to that element loads none of the island's JavaScript. What was typed
 * before the code arrived stays in the field, where the island reads it. When the element already
 * has the focus as the directive runs (autofocus), the code loads at once.
 *
 * Bundled on its own by Astro (esbuild, inlined once per page): relative imports only.
 */
const focus: ClientDirective = (load, options, el) => {
  const selector = typeof options.value === 'string' && options.value ? options.value : 'input';
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    document.removeEventListener('focusin', onEvent, true);
    document.removeEventListener('pointerdown', onEvent, true);
    el.setAttribute('data-activated', '');
    const hydrate = await load();
    await hydrate();
  };
  function onEvent(event: Event) {
    if (event.target instanceof Element && event.target.closest(selector)) void start();
  }
  document.addEventListener('focusin', onEvent, true);
  document.addEventListener('pointerdown', onEvent, true);
  if (document.activeElement instanceof Element && document.activeElement.matches(selector)) void start();
};

export default focus;
