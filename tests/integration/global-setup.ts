import type { TestProject } from 'vitest/node';
import { createScratchDatabase } from '../support/scratch-db';

declare module 'vitest' {
  export interface ProvidedContext {
    integrationDatabaseUrl: string;
  }
}

let drop: (() => Promise<void>) | undefined;

/** With DATABASE_URL set, the integration run gets a fresh PostgreSQL database of its own. */
export async function setup(project: TestProject) {
  if (!process.env.DATABASE_URL) {
    project.provide('integrationDatabaseUrl', '');
    return;
  }
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'int');
  drop = scratch.drop;
  project.provide('integrationDatabaseUrl', scratch.url);
}

export async function teardown() {
  await drop?.();
}
