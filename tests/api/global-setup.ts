import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { createScratchDatabase } from '../support/scratch-db';
import { databaseEnv, type RunningServer, seedDatabase, startServer } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let cleanup: (() => void | Promise<void>)[] = [];

/** API tests talk HTTP to the built server on a fresh, seeded database. */
export async function setup(project: TestProject) {
  buildIfStale({ quiet: true });
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'api');
    databaseUrl = scratch.url;
    cleanup.push(scratch.drop);
  }
  const db = databaseEnv(databaseUrl);
  cleanup.push(db.cleanup);
  seedDatabase(db.env);
  server = await startServer(db.env);
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
}
