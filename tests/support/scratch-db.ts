import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Creates a fresh database next to the one DATABASE_URL names; returns its URL and a drop function. */
export async function createScratchDatabase(baseUrl: string, label: string) {
  const url = new URL(baseUrl);
  const name = `shop_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
