import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { config } from '../config.ts';
import { logger } from '../log.ts';
import { parseTextTypesOnClient } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Db | Tx;

type Handle = { db: Db; kind: 'pglite' | 'postgres'; pool?: pg.Pool; close: () => Promise<void> };

const KEY = Symbol.for('shop.db');
const CONNECT_TIMEOUT_MS = 5_000;
type GlobalWithDb = typeof globalThis & { [KEY]?: Promise<Handle> };

async function open(): Promise<Handle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.dbPoolSize,
      // A database that does not answer fails the request (503) instead of holding it open.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // The server may end a connection at any time (restart, failover, a terminated backend, an
    // idle timeout). pg then emits 'error' on the pool (idle clients) or on the client (checked
    // out, between queries); unheard, either would end the process. The broken client is dropped
    // by the pool, and the next query opens a new connection.
    pool.on('error', (err) => logger.warn({ err }, 'database connection lost (idle)'));
    pool.on('connect', (client) => {
      client.on('error', (err) => logger.warn({ err }, 'database connection lost'));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const memory = config.dataDir === 'memory://' || config.dataDir === ':memory:';
  let dataDir: string | undefined;
  if (!memory) {
    dataDir = path.resolve(config.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // The embedded database's buffer pool lives in the process's own memory and is set up at every
  // start: PostgreSQL's 128 MB by default; the tests' small databases open in half the time with 16 MB.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers = ${config.pgliteSharedBuffersMb}MB`],
  });
  parseTextTypesOnClient(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The process-wide database handle, opened on first use. */
export function dbHandle(): Promise<Handle> {
  const g = globalThis as GlobalWithDb;
  g[KEY] ??= open();
  return g[KEY];
}

export async function getDb(): Promise<Db> {
  return (await dbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const handle = g[KEY];
  if (!handle) return;
  delete g[KEY];
  await (await handle).close();
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Which database answers a trivial query; throws when none does (the readiness probe). */
export async function databaseReady(): Promise<Handle['kind']> {
  const { db, kind } = await dbHandle();
  await db.execute(sql`select 1`);
  return kind;
}
