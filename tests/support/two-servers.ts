import pg from 'pg';
import { type RunningServer, seededDatabase, startServer } from './server';

/**
 * Two server processes on one seeded scratch PostgreSQL database, and a pool on it for the test's own
 * queries: the load tests' stage (with `env` added to both servers' settings). `stop` ends both and
 * drops the database.
 */
export async function twoServersOnScratch(label: string, env: Record<string, string> = {}) {
  const scratch = await seededDatabase(label);
  const url = scratch.env.DATABASE_URL as string;
  const servers: RunningServer[] = await Promise.all([
    startServer({ ...env, DATABASE_URL: url }),
    startServer({ ...env, DATABASE_URL: url }),
  ]);
  const db = new pg.Pool({ connectionString: url, max: 4 });
  // The pool's end() returns before its connections have closed, and the scratch database is then
  // dropped WITH (FORCE): a connection still closing is told so (57P01), and the pool passes that
  // on as its 'error' event, which with no listener is an unhandled error of the run. That notice
  // is expected here; any other error is thrown as before.
  db.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db.end();
    await scratch.cleanup();
  };
  return { servers, db, url, stop };
}
