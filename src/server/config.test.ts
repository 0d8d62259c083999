import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('configuration', () => {
  it('has the README defaults when nothing is set', () => {
    expect(parseConfig({})).toMatchObject({
      env: 'development',
      port: 4321,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      dbPoolSize: 10,
      pgliteSharedBuffersMb: 128,
      registerLimitPerHour: 30,
      boardRequestLimitPerHour: 5,
      partnerApplyLimitPerHour: 5,
      translationTermsLimitPerMinute: 30,
      migrationsDir: './drizzle',
      logLevel: 'info',
      trustProxy: false,
      publicOrigin: undefined,
      demoPassword: 'demo1234!',
      adminPassword: undefined,
      tossApiBase: 'https://api.tosspayments.com',
      tossTimeoutMs: 10_000,
      aiTimeoutMs: 10_000,
      mailFrom: 'no-reply@evans-candle.com',
      cacheProvider: 'memory',
      cacheMb: 64,
    });
    expect(parseConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
  });

  it('reads set values into their types', () => {
    const config = parseConfig({
      PORT: '8080',
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: 'https://www.example.com/',
      DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
      CACHE_PROVIDER: 'cdn',
      CACHE_MB: '256',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 8080,
      trustProxy: true,
      publicOrigin: 'https://www.example.com',
      databaseUrl: 'postgres://shop:pw@db:5432/shop',
      cacheProvider: 'cdn',
      cacheMb: 256,
      logLevel: 'debug',
    });
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('counts an empty (or blank) value as unset', () => {
    const config = parseConfig({ PORT: '', DATABASE_URL: '', TRUST_PROXY: ' ', DEMO_PASSWORD: '', CACHE_BUS: '' });
    expect(config).toMatchObject({
      port: 4321,
      databaseUrl: undefined,
      trustProxy: false,
      demoPassword: 'demo1234!',
      cacheBus: 'local',
    });
  });

  it('refuses to start on invalid values, naming every bad variable and what it expects in one error', () => {
    const bad = {
      PORT: 'abc',
      TRUST_PROXY: 'maybe',
      DATABASE_URL: 'mysql://db/shop',
      CACHE_PROVIDER: 'disk',
      AI_TIMEOUT_MS: 'soon',
      DB_POOL_SIZE: '0',
      PGLITE_SHARED_BUFFERS: '4',
    };
    let message = '';
    try {
      parseConfig({ ...bad, DATA_DIR: './data' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toContain('PORT: expects a port number');
    expect(message).toContain('TRUST_PROXY: expects true or false');
    expect(message).toContain('DATABASE_URL: expects a PostgreSQL URL');
    expect(message).toContain('CACHE_PROVIDER: expects memory, cdn or none');
    expect(message).toContain('AI_TIMEOUT_MS: expects milliseconds');
    expect(message).toContain('DB_POOL_SIZE: expects a number of connections');
    expect(message).toContain('PGLITE_SHARED_BUFFERS: expects megabytes');
    expect(message.split('\n').slice(1)).toHaveLength(Object.keys(bad).length);
    expect(message).not.toContain('DATA_DIR');
    // Values are not repeated: some carry passwords.
    expect(message).not.toContain('mysql://');
  });

  it('sends cache changes over Redis when there is one, else PostgreSQL, else keeps them in the process', () => {
    const redis = 'redis://cache:6379';
    const postgres = 'postgres://shop@db/shop';
    expect(parseConfig({}).cacheBus).toBe('local');
    expect(parseConfig({ DATABASE_URL: postgres }).cacheBus).toBe('postgres');
    expect(parseConfig({ DATABASE_URL: postgres, REDIS_URL: redis }).cacheBus).toBe('redis');
    expect(parseConfig({ DATABASE_URL: postgres, REDIS_URL: redis, CACHE_BUS: 'postgres' }).cacheBus).toBe('postgres');
    expect(parseConfig({ DATABASE_URL: postgres, CACHE_BUS: 'local' }).cacheBus).toBe('local');
    expect(() => parseConfig({ CACHE_BUS: 'redis' })).toThrow('CACHE_BUS: redis needs REDIS_URL');
    expect(() => parseConfig({ CACHE_BUS: 'postgres' })).toThrow('CACHE_BUS: postgres needs DATABASE_URL');
    expect(() => parseConfig({ CACHE_BUS: 'kafka' })).toThrow('CACHE_BUS: expects postgres, redis or local');
  });
});
