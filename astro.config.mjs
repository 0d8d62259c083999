// @ts-check

import { execSync } from 'node:child_process';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { shopDirectives } from './scripts/lib/directives.mjs';
import { precompressIntegration } from './scripts/lib/precompress.mjs';
import { shopFontIntegration } from './scripts/lib/shop-font.mjs';

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
  // Pages render whole before they are sent: one buffer to compress instead of hundreds of small
  // chunks. The middleware build leaves public files to scripts/serve.mjs, which serves them with sirv.
  // No body is read past its own route's limit (src/server/http/body.ts); the largest, a review with
  // five photos, is 51 MB. This bound is a second line behind those.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true, bodySizeLimit: 64 * 1024 * 1024 }),
  integrations: [shopFontIntegration(), react(), shopDirectives(), precompressIntegration()],
  // Route caching: pages and GET endpoints declare their policy and tags (`Astro.cache.set`, with the
  // policies of src/server/cache/policies.ts); the shop's provider keeps anonymous answers in each
  // process or, with CACHE_PROVIDER=cdn, sends the headers a proxy in front keeps them by.
  cache: { provider: { name: 'shop', entrypoint: './src/server/cache/provider.ts' } },
  server: {
    host: process.env.HOST ?? '0.0.0.0',
    port: Number(process.env.PORT ?? 4321),
  },
  security: {
    checkOrigin: false,
    // Astro hashes the scripts it renders into each page's policy; the shop adds the hosts of the
    // services it loads (Toss, the postcode finder, Channel Talk, Google Analytics, Sentry).
    csp: {
      directives: [
        "default-src 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "form-action 'self' https://*.tosspayments.com https://*.toss.im",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self' https://*.tosspayments.com https://*.toss.im https://*.channel.io wss://*.channel.io https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://*.ingest.sentry.io https://*.ingest.us.sentry.io",
        "frame-src 'self' https://*.tosspayments.com https://*.toss.im https://*.daum.net https://*.kakao.com https://*.channel.io",
        "worker-src 'self' blob:",
        "media-src 'self' https:",
      ],
      scriptDirective: {
        resources: [
          "'self'",
          'https://js.tosspayments.com',
          'https://*.tosspayments.com',
          'https://t1.daumcdn.net',
          'https://t1.kakaocdn.net',
          'https://*.daum.net',
          'https://cdn.channel.io',
          'https://www.googletagmanager.com',
        ],
      },
      // Components set custom properties in style attributes, which hashes cannot allow.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  prefetch: false,
  // The shell's styles (layout, global, popups: ~29 KB) are stylesheets every page shares, fetched
  // once and cached for a year alongside the font faces (components/layout/FontPreload.astro); a
  // page's own small styles (under 4 KB each) travel in its HTML. Inlining everything had put 37 KB
  // of the same CSS into every page: a third of a category page's bytes to encode, compress and send
  // on each request, and again on each page a shopper opens.
  build: { inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  vite: {
    define: { __APP_RELEASE__: JSON.stringify(releaseId()) },
    ssr: {
      external: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'pino'],
      // drizzle-orm goes into the server's own chunks: imported from node_modules, Node's resolver read
      // its package.json (179 KB, mostly `exports`) again for each of its files and each chunk importing
      // it, 0.9 s of a server's start (--cpu-prof); bundled, 0.05 s.
      noExternal: ['drizzle-orm'],
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Every page's shell (header, dialogs, session) imports the same dozen modules of under 1 KB
              // each; split as they come, a first visit fetched them as a dozen requests one after another.
              // They travel as one chunk. The HTTP client (ky) and the islands stay chunks of their own.
              codeSplitting: {
                groups: [
                  {
                    name: 'shell',
                    test: /\/src\/(lib\/(constants|i18n|dialog|navigation|money|josa|html|dates)|features\/(session\/session\.store|notifications\/notifications(\.store)?|cart\/cart\.store))\.ts$|\/node_modules\/(nanostores|@nanostores\/persistent)\/|preload-helper/,
                  },
                  // React and its renderer, loaded once an island hydrates: one file instead of five.
                  {
                    name: 'react',
                    test: /\/node_modules\/(react|react-dom|scheduler|@astrojs\/react)\//,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
