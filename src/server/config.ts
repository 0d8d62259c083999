/** Server configuration, read once from the environment. Every variable is documented in README.md. */
function int(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

function str(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

export const config = {
  env: process.env.NODE_ENV ?? 'development',
  databaseUrl: str('DATABASE_URL'),
  dataDir: str('DATA_DIR') ?? './data',
  redisUrl: str('REDIS_URL'),
  logLevel: str('LOG_LEVEL') ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  trustProxy: str('TRUST_PROXY') === 'true' || str('TRUST_PROXY') === '1',
  publicOrigin: str('PUBLIC_ORIGIN'),
  sentryDsn: str('SENTRY_DSN'),
  dbPoolSize: int('DB_POOL_SIZE', 10),
  registerLimitPerHour: int('REGISTER_LIMIT_PER_HOUR', 30),
  channelPluginKey: str('CHANNEL_PLUGIN_KEY'),
  gaMeasurementId: str('GA_MEASUREMENT_ID'),
  cacheProvider: (str('CACHE_PROVIDER') ?? 'memory') as 'memory' | 'cdn' | 'none',
  cacheMb: int('CACHE_MB', 64),
  cacheBus: (str('CACHE_BUS') ?? (str('REDIS_URL') ? 'redis' : str('DATABASE_URL') ? 'postgres' : 'local')) as
    | 'redis'
    | 'postgres'
    | 'local',
} as const;

export function isPglite(): boolean {
  return !config.databaseUrl;
}
