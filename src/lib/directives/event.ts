import type { ClientDirective } from 'astro';

/**
 * `client:event="<name>"`: the island hydrates the first time a window event of that name fires.
 * For islands whose server-rendered state stays right until something on the page changes it (the
 * header's cart badge hydrates on the first `cart:change`), so that pages where nothing changes carry
 * none of their JavaScript.
 *
 * Bundled on its own by Astro (esbuild, inlined once per page): relative imports only.
 */
const onEvent: ClientDirective = (load, options, el) => {
  const name = options.value;
  if (!name) return;
  window.addEventListener(
    name,
    async () => {
      el.setAttribute('data-activated', '');
      const hydrate = await load();
      await hydrate();
    },
    { once: true },
  );
};

export default onEvent;
