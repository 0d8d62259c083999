import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './paint.ts';
import { holdEarlyClicks } from './replay.ts';

/**
 * `client:now`: like `client:load` (the island's code loads with the page), but a press on the
 * server-rendered island before its code has arrived is held and given again once it has
 * (replay.ts). The page's own scripts run before the load event; an island's code may come after it,
 * and a press in between would otherwise do nothing. Links need no code: they are followed at once.
 * The code is fetched and run once the page has painted (paint.ts), or at once on an early press.
 *
 * Bundled on its own by Astro (esbuild, inlined once per page): relative imports only.
 */
const now: ClientDirective = (load, _options, el) => {
  const begin = holdEarlyClicks(
    el,
    async () => {
      const hydrate = await load();
      await hydrate();
    },
    { followLinks: true },
  );
  afterFirstPaint(() => void begin());
};

export default now;
