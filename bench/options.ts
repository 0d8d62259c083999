import { parseArgs } from 'node:util';

export const TARGETS = [
  'home',
  'category',
  'category-api',
  'product',
  'best-seller',
  'search',
  'search-api',
  'notice-api',
  'cart',
  'cart-api',
  'product-api',
  'my-page',
  'ceiling',
  'ssr-ceiling',
] as const;
export type Target = (typeof TARGETS)[number];

/** What Chrome accepts over HTTPS: the shop answers zstd first, then Brotli, then gzip. */
export const CHROME_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * `on`: the shop as visitors meet it, from a fresh start; `settled`: the same, once every different
 * request of a target has been asked once (its pages kept, then past their time and rendered again
 * while they are sent); `off`: CACHE_PROVIDER=none, no page is kept (the small caches stay).
 */
export const CACHE_MODES = ['on', 'settled', 'off'] as const;
export type CacheMode = (typeof CACHE_MODES)[number];

export type Options = {
  duration: number;
  connections: number;
  warmup: number;
  products?: number;
  databaseUrl?: string;
  only: Target[];
  seed: boolean;
  /** The Accept-Encoding header of every request ('identity': uncompressed). */
  acceptEncoding: string;
  cache: CacheMode[];
  explain: boolean;
  /** Server processes (WEB_CONCURRENCY); several need --database-url. */
  workers: number;
};

export const USAGE = `npm run bench -- [options]
  --duration S         seconds per target (default 10)
  --connections N      concurrent connections (default 50)
  --warmup S           warm-up seconds per target, not measured (default 2)
  --products N         grow the catalog to N products before the run
  --database-url URL   PostgreSQL server to create (and then drop) a scratch database on
  --only a,b           targets: ${TARGETS.join(', ')} (default all)
  --no-seed            migrate only, do not seed (for an unfinished seed)
  --encoding VALUE     Accept-Encoding of the requests (default 'gzip, deflate, br, zstd', as Chrome sends it; 'identity' for none)
  --cache M[,M]        on: shared caches as configured, from a fresh start; settled: the same after every
                       different request was asked once; off: CACHE_PROVIDER=none; both = on,off (default); all
  --explain            EXPLAIN ANALYZE the search and category queries on the seeded database (bench/explain.ts)
  --workers N          server processes sharing the port (WEB_CONCURRENCY; more than 1 needs --database-url; default 1)`;

function positive(name: string, raw: string | undefined, fallback: number, integer = false): number {
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} takes a positive ${integer ? 'whole ' : ''}number, got ${raw}`);
  }
  return value;
}

export function parseOptions(argv: string[]): Options | undefined {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      products: { type: 'string' },
      'database-url': { type: 'string' },
      only: { type: 'string' },
      'no-seed': { type: 'boolean', default: false },
      encoding: { type: 'string' },
      cache: { type: 'string' },
      explain: { type: 'boolean', default: false },
      workers: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return undefined;
  const only = values.only ? values.only.split(',').map((s) => s.trim()) : [...TARGETS];
  const unknown = only.filter((t) => !(TARGETS as readonly string[]).includes(t));
  if (unknown.length > 0) throw new Error(`--only: unknown target ${unknown.join(', ')}; known: ${TARGETS.join(', ')}`);
  if (values['database-url'] && !/^postgres(ql)?:\/\//.test(values['database-url'])) {
    throw new Error('--database-url takes a postgres:// URL');
  }
  if (values.products && values['no-seed']) throw new Error('--products needs the seed; drop --no-seed');
  if (values.explain && values['no-seed']) throw new Error('--explain needs the seed; drop --no-seed');
  const workers = positive('workers', values.workers, 1, true);
  if (workers > 1 && !values['database-url'])
    throw new Error('--workers above 1 needs --database-url (PGlite serves one process)');
  const asked = (values.cache ?? 'both').split(',').map((m) => m.trim());
  const modes = asked.flatMap((m) => (m === 'both' ? ['on', 'off'] : m === 'all' ? [...CACHE_MODES] : [m]));
  const wrong = modes.filter((m) => !(CACHE_MODES as readonly string[]).includes(m));
  if (wrong.length > 0) throw new Error(`--cache takes on, settled, off, both or all, got ${wrong.join(', ')}`);
  const cache = CACHE_MODES.filter((m) => modes.includes(m));
  return {
    duration: positive('duration', values.duration, 10),
    connections: positive('connections', values.connections, 50, true),
    warmup: values.warmup === '0' ? 0 : positive('warmup', values.warmup, 2),
    ...(values.products ? { products: positive('products', values.products, 1, true) } : {}),
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
    only: only as Target[],
    seed: !values['no-seed'],
    acceptEncoding: values.encoding ?? CHROME_ENCODINGS,
    cache,
    explain: values.explain,
    workers,
  };
}
