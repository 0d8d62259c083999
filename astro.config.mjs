// @ts-check

import { execSync } from 'node:child_process';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/** The build's release id for error reports: RELEASE if given, else the commit, else the time. */
function releaseId() {
  if (process.env.RELEASE) return process.env.RELEASE;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return `build-${Date.now()}`;
  }
}

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: {
    host: process.env.HOST ?? '0.0.0.0',
    port: Number(process.env.PORT ?? 4321),
  },
  security: { checkOrigin: false },
  prefetch: false,
  // Styles travel inside the (cached, gzipped) HTML: no render-blocking stylesheet requests.
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  vite: {
    define: { __APP_RELEASE__: JSON.stringify(releaseId()) },
    ssr: { external: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'pino'] },
  },
});
