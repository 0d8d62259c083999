// Vitest global setup of the projects that use databases: this run's migrated template (integration
// tests), seeded template (servers of the API and reliability tests) and the seeded one with the back
// office's test operators (back-office API tests), each made once for all
// projects, or taken from `npm test`, which makes them for vitest and Playwright alike.
import type { TestProject } from 'vitest/node';
import { makeTemplates, type TemplateKind } from '../../scripts/lib/test-databases.mjs';

const KEY = Symbol.for('shop.test.templates');
type State = { ready: Promise<unknown>; removals: (() => Promise<void>)[]; users: number };
const g = globalThis as typeof globalThis & { [KEY]?: State };

export async function setup(project: TestProject) {
  g[KEY] ??= { ready: Promise.resolve(), removals: [], users: 0 };
  const state = g[KEY];
  state.users++;
  const kinds: TemplateKind[] = project.name === 'integration' ? ['migrated'] : ['migrated', 'seeded', 'operators'];
  state.ready = state.ready.then(async () => {
    state.removals.push(await makeTemplates({ kinds, quiet: true }));
  });
  await state.ready;
}

export async function teardown() {
  const state = g[KEY];
  if (!state || --state.users > 0) return;
  delete g[KEY];
  for (const remove of state.removals.reverse()) await remove();
}
