// @ts-check
// The framework's own ceiling for pages that cannot be kept (bench/run.ts, target `ssr-ceiling`):
// a plain Astro SSR page of a given size rendered from memory, through the same adapter, the same
// compression and a middleware of the same shape as the shop's, with no database and no cache.
import node from '@astrojs/node';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  devToolbar: { enabled: false },
});
