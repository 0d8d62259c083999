import { createPostgresDatabase } from '../../scripts/lib/test-databases.mjs';

/** Creates a fresh database next to the one DATABASE_URL names; returns its URL and a drop function. */
export async function createScratchDatabase(baseUrl: string, label: string) {
  const { url, drop } = await createPostgresDatabase(baseUrl, label);
  return { url, drop };
}
