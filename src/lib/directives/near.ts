import type { ClientDirective } from 'astro';
import { holdEarlyClicks } from './replay.ts';

/**
 * `client:near`: like `client:visible` (the island's code loads when it comes within 200 px of the
 * viewport), but a press on the server-rendered island before its code has arrived is held and given
 * again once it has (replay.ts), so choosing a tab at once works.
 *
 * Bundled on its own by Astro (esbuild, inlined once per page): relative imports only.
 */
const near: ClientDirective = (load, _options, el) => {
  const begin = holdEarlyClicks(el, async () => {
    const hydrate = await load();
    await hydrate();
  });
  // The island element itself has no box (display: contents); its children are what can be seen.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void begin();
    },
    { rootMargin: '200px' },
  );
  for (const child of el.children) observer.observe(child);
};

export default near;
