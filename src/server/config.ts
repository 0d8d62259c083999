/**
 * The shop's configuration: the environment variables of README.md's table (Configuration) that the
 * shop reads, checked once at start. An empty value counts as unset. Invalid values stop the start
 * with one message that names each bad variable and what it expects. PORT and HOST are listened on by
 * scripts/serve.mjs and checked here too.
 */
import * as z from 'zod';
import { HTTP_TIMEOUT_MS } from '../lib/constants.ts';

/** A whole number from `min` (up to `max`). */
const whole = (min: number, expects: string, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/, expects).transform(Number).pipe(z.number().min(min, expects).max(max, expects));

/** A URL with one of the given schemes. */
const url = (schemes: string[], expects: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, expects);

const httpUrl = (expects: string) => url(['http:', 'https:'], expects);
const milliseconds = whole(1, 'expects milliseconds, a whole number of 1 or more', 2_147_483_647);

const variables = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], 'expects development, production or test')
      .default('development'),
    PORT: whole(0, 'expects a port number from 0 to 65535', 65_535).default(4321),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: url(
      ['postgres:', 'postgresql:'],
      'expects a PostgreSQL URL (postgres://user:pass@host:5432/db)',
    ).optional(),
    DB_POOL_SIZE: whole(1, 'expects a number of connections, 1 or more').default(10),
    PGLITE_SHARED_BUFFERS: whole(8, 'expects megabytes, a whole number from 8 to 4096', 4096).default(128),
    REGISTER_LIMIT_PER_HOUR: whole(1, 'expects a number of sign-ups, 1 or more').default(30),
    BOARD_REQUEST_LIMIT_PER_HOUR: whole(1, 'expects a number of requests, 1 or more').default(5),
    PARTNER_APPLY_LIMIT_PER_HOUR: whole(1, 'expects a number of applications, 1 or more').default(5),
    TRANSLATION_TERMS_LIMIT_PER_MINUTE: whole(1, 'expects a number of calls, 1 or more').default(30),
    TOSS_TIMEOUT_MS: milliseconds.default(10_000),
    MIGRATIONS_DIR: z.string().default('./drizzle'),
    LOG_LEVEL: z
      .enum(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        'expects fatal, error, warn, info, debug, trace or silent',
      )
      .optional(),
    CACHE_PROVIDER: z.enum(['memory', 'cdn', 'none'], 'expects memory, cdn or none').default('memory'),
    CACHE_MB: whole(1, 'expects megabytes, a whole number of 1 or more').default(64),
    CACHE_BUS: z.enum(['postgres', 'redis', 'local'], 'expects postgres, redis or local').optional(),
    CACHE_PURGE_URL: httpUrl('expects the http(s) address of a CDN purge hook').optional(),
    PUBLIC_ORIGIN: httpUrl('expects the shop’s origin (https://www.example.com)')
      .transform((value) => new URL(value).origin)
      .optional(),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], 'expects true or false')
      .transform((value) => value === 'true' || value === '1')
      .default(false),
    ADMIN_PASSWORD: z.string().optional(),
    TWO_FACTOR_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'expects 32 random bytes in base64')
      .optional(),
    DEMO_PASSWORD: z.string().default('demo1234!'),
    SENTRY_DSN: httpUrl('expects a Sentry DSN (https://key@o0.ingest.sentry.io/0)').optional(),
    REDIS_URL: url(['redis:', 'rediss:'], 'expects a Redis URL (redis://host:6379)').optional(),
    TOSS_CLIENT_KEY: z.string().trim().optional(),
    TOSS_SECRET_KEY: z.string().trim().optional(),
    TOSS_API_BASE: httpUrl('expects an http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://api.tosspayments.com'),
    // Sign-in with Kakao and Naver: each appears once its client id is set.
    KAKAO_CLIENT_ID: z.string().trim().optional(),
    KAKAO_CLIENT_SECRET: z.string().trim().optional(),
    KAKAO_AUTH_BASE: httpUrl('expects an http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://kauth.kakao.com'),
    KAKAO_API_BASE: httpUrl('expects an http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://kapi.kakao.com'),
    NAVER_CLIENT_ID: z.string().trim().optional(),
    NAVER_CLIENT_SECRET: z.string().trim().optional(),
    NAVER_AUTH_BASE: httpUrl('expects an http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://nid.naver.com'),
    NAVER_API_BASE: httpUrl('expects an http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://openapi.naver.com'),
    // Text messages (알림톡, SMS) through SOLAPI: sent once the key, secret and sender number are set.
    SOLAPI_API_KEY: z.string().trim().optional(),
    SOLAPI_API_SECRET: z.string().trim().optional(),
    SOLAPI_SENDER: z
      .string()
      .trim()
      .transform((value) => value.replace(/\D/g, ''))
      .refine(
        (value) => /^(0\d{8,10}|1[5-9]\d{6})$/.test(value),
        'expects the registered sender number (0212345678 or 15881234)',
      )
      .optional(),
    SOLAPI_PFID: z.string().trim().optional(),
    SOLAPI_TEMPLATE_IDS: z
      .string()
      .trim()
      .refine(
        (value) => value.split(',').every((pair) => /^[a-z_]+=\S+$/.test(pair.trim())),
        'expects event=templateId pairs joined by commas (shipped=KA01TP…,delivered=KA01TP…)',
      )
      .transform((value) =>
        Object.fromEntries(value.split(',').map((pair) => pair.trim().split('=') as [string, string])),
      )
      .optional(),
    SOLAPI_API_BASE: httpUrl('expects an http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://api.solapi.com'),
    AI_BASE_URL: httpUrl('expects an http(s) URL')
      .transform((value) => value.replace(/\/$/, ''))
      .optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    AI_TIMEOUT_MS: milliseconds.default(HTTP_TIMEOUT_MS),
    CHANNEL_PLUGIN_KEY: z.string().optional(),
    GA_MEASUREMENT_ID: z.string().optional(),
    SMTP_URL: url(['smtp:', 'smtps:'], 'expects an SMTP URL (smtp://user:pass@host:587)').optional(),
    MAIL_FROM: z.string().default('no-reply@evans-candle.com'),
    /** Set by `npm test` for its own run (scripts/test.mjs), not by operators: where seeds keep rendered pictures. */
    SEED_MEDIA_CACHE: z.string().optional(),
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    dbPoolSize: env.DB_POOL_SIZE,
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS,
    migrationsDir: env.MIGRATIONS_DIR,
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_ORIGIN,
    sentryDsn: env.SENTRY_DSN,
    registerLimitPerHour: env.REGISTER_LIMIT_PER_HOUR,
    boardRequestLimitPerHour: env.BOARD_REQUEST_LIMIT_PER_HOUR,
    partnerApplyLimitPerHour: env.PARTNER_APPLY_LIMIT_PER_HOUR,
    translationTermsLimitPerMinute: env.TRANSLATION_TERMS_LIMIT_PER_MINUTE,
    adminPassword: env.ADMIN_PASSWORD,
    twoFactorKey: env.TWO_FACTOR_KEY,
    demoPassword: env.DEMO_PASSWORD,
    cacheProvider: env.CACHE_PROVIDER,
    cacheMb: env.CACHE_MB,
    cachePurgeUrl: env.CACHE_PURGE_URL,
    /** Unset: Redis when there is one, else PostgreSQL when there is one, else this process only. */
    cacheBus: env.CACHE_BUS ?? (env.REDIS_URL ? 'redis' : env.DATABASE_URL ? 'postgres' : 'local'),
    tossClientKey: env.TOSS_CLIENT_KEY,
    tossSecretKey: env.TOSS_SECRET_KEY,
    tossApiBase: env.TOSS_API_BASE,
    tossTimeoutMs: env.TOSS_TIMEOUT_MS,
    social: {
      kakao: {
        clientId: env.KAKAO_CLIENT_ID,
        clientSecret: env.KAKAO_CLIENT_SECRET,
        authBase: env.KAKAO_AUTH_BASE,
        apiBase: env.KAKAO_API_BASE,
      },
      naver: {
        clientId: env.NAVER_CLIENT_ID,
        clientSecret: env.NAVER_CLIENT_SECRET,
        authBase: env.NAVER_AUTH_BASE,
        apiBase: env.NAVER_API_BASE,
      },
    },
    solapi: {
      apiKey: env.SOLAPI_API_KEY,
      apiSecret: env.SOLAPI_API_SECRET,
      sender: env.SOLAPI_SENDER,
      pfId: env.SOLAPI_PFID,
      templateIds: env.SOLAPI_TEMPLATE_IDS ?? {},
      apiBase: env.SOLAPI_API_BASE,
    },
    aiBaseUrl: env.AI_BASE_URL,
    aiApiKey: env.AI_API_KEY,
    aiModel: env.AI_MODEL,
    aiTimeoutMs: env.AI_TIMEOUT_MS,
    channelPluginKey: env.CHANNEL_PLUGIN_KEY,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    seedMediaCache: env.SEED_MEDIA_CACHE,
  }));

export type Config = z.output<typeof variables>;

/** The configuration an environment gives, or an Error naming every variable that is not valid. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = variables.safeParse(given);
  const problems = new Map<string, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0] ?? 'environment');
    if (!problems.has(name)) problems.set(name, issue.message);
  }
  // A bus between processes needs the service it runs on.
  if (given.CACHE_BUS === 'redis' && !given.REDIS_URL) problems.set('CACHE_BUS', 'redis needs REDIS_URL');
  if (given.CACHE_BUS === 'postgres' && !given.DATABASE_URL) problems.set('CACHE_BUS', 'postgres needs DATABASE_URL');
  if (parsed.success && problems.size === 0) return parsed.data;
  const lines = [...problems].map(([name, expects]) => `  ${name}: ${expects}`);
  throw new Error(`Invalid configuration (see README.md, Configuration):\n${lines.join('\n')}`);
}

/** The shop's configuration, read from this process's environment when the shop's code first loads. */
export const config: Readonly<Config> = parseConfig(process.env);

export function isPglite(): boolean {
  return !config.databaseUrl;
}
