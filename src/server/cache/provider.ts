/**
 * The shop's cache provider for Astro's route cache (`cache.provider` in astro.config.mjs).
 *
 * - `CACHE_PROVIDER=memory` (the default): each process keeps shared answers itself
 *   (`./route-cache.ts`), so nothing about them is sent to browsers but `no-cache` and an ETag.
 * - `CACHE_PROVIDER=cdn`: a proxy or CDN in front keeps them. The same declarations become
 *   `Cache-Control: public, max-age=0, s-maxage=…, stale-while-revalidate=…`, `CDN-Cache-Control`
 *   and `Cache-Tag` (the page's tags), which README's nginx example and most CDNs read.
 * - `CACHE_PROVIDER=none`: nothing is kept anywhere (a debugging aid).
 *
 * `Astro.cache.invalidate()` and the services' `invalidate()` reach every process through
 * `./invalidation.ts`, and a CDN's purge hook when `CACHE_PURGE_URL` is set.
 */
import type { CacheOptions, CacheProvider, CacheProviderFactory, InvalidateOptions } from 'astro';
import { config } from '../config.ts';
import { invalidate } from './invalidation.ts';
import { LAYOUT_TAGS } from './policies.ts';

/** The headers a proxy in front reads for a shared answer (CDN mode only). */
export function cdnHeaders(options: CacheOptions): Headers {
  const headers = new Headers();
  if (options.maxAge === undefined) return headers;
  const swr = options.swr ?? 0;
  headers.set('Cache-Control', `public, max-age=0, s-maxage=${options.maxAge}, stale-while-revalidate=${swr}`);
  headers.set('CDN-Cache-Control', `max-age=${options.maxAge}, stale-while-revalidate=${swr}`);
  const tagList = [...new Set([...(options.tags ?? []), ...LAYOUT_TAGS])];
  headers.set('Cache-Tag', tagList.join(','));
  return headers;
}

const shopCacheProvider: CacheProviderFactory = () => {
  const provider: CacheProvider = {
    name: 'shop',
    setHeaders(options: CacheOptions): Headers {
      return config.cacheProvider === 'cdn' ? cdnHeaders(options) : new Headers();
    },
    async invalidate(options: InvalidateOptions): Promise<void> {
      await invalidate({ tags: options.tags, path: options.path });
    },
  };
  return provider;
};

export default shopCacheProvider;
