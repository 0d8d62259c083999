import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text (it maps them itself): timestamps, dates and
 * intervals, and their arrays. drizzle's PGlite session passes them as per-query `parsers`, and
 * PGlite then copies its whole parser table (318 entries, every array type included) into a new
 * object on every query: ~80 µs of each ~250 µs point query. Set once on the client instead, the
 * per-query copy goes and the values read are the same.
 */
const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

type Query = PGlite['query'];

function withoutParsers(query: Query): Query {
  return ((sql: string, params?: unknown[], options?: QueryOptions) =>
    query(sql, params, options?.parsers ? withoutKey(options) : options)) as Query;
}

function withoutKey({ parsers: _, ...rest }: QueryOptions): QueryOptions {
  return rest;
}

/** Reads drizzle's text types through the client's own table, and drops drizzle's per-query copy. */
export function parseTextTypesOnClient(client: PGlite): void {
  for (const oid of AS_TEXT) client.parsers[oid] = asText;
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = withoutParsers(tx.query.bind(tx));
      return fn(tx);
    })) as PGlite['transaction'];
}
