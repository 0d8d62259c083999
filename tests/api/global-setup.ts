import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { type RunningServer, seededDatabase, startServer } from '../support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let cleanup: (() => Promise<void>) | undefined;

/** API tests talk HTTP to the built server on a seeded database of their own. */
export async function setup(project: TestProject) {
  buildIfStale({ quiet: true });
  const db = await seededDatabase('api');
  cleanup = db.cleanup;
  server = await startServer(db.env);
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
  await cleanup?.();
  cleanup = undefined;
}
