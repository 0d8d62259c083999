import { databaseReady as answeringDatabase } from './db/client.ts';

/** The readiness probe: which database answers a trivial query; throws when none does. */
export async function databaseReady(): Promise<'pglite' | 'postgres'> {
  return answeringDatabase();
}
