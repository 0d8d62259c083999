// Test databases made once per run and copied for each test file or test server: one migrated and
// empty, one migrated and seeded with the demo shop. On PGlite a template is a data folder, copied as
// the README's backup procedure copies a stopped shop's folder; on PostgreSQL it is a database, copied
// by `CREATE DATABASE … TEMPLATE …`. A copy takes a fraction of a second where migrating takes
// seconds and seeding several.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Where embedded test databases are kept: the machine's shared memory when it has one (a copy there
 * opens in a third of the time it takes on disk), else the temporary folder.
 */
export function scratchRoot() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** The variables that name this run's templates (a folder on PGlite, a database name on PostgreSQL). */
export const TEMPLATE_VARS = {
  migrated: 'SHOP_TEST_MIGRATED_TEMPLATE',
  seeded: 'SHOP_TEST_SEEDED_TEMPLATE',
  operators: 'SHOP_TEST_OPERATORS_TEMPLATE',
};

/**
 * The back office's test operators beside the seeded owner, in the `operators` template: each made as
 * an operator would, with `npm run admin:create -- --role`, once per run rather than in every back-office
 * test file (two commands of about 3 s each, in each of a dozen files).
 */
export const TEST_OPERATORS = { manager: 'ops-manager', staff: 'ops-staff' };

/**
 * Settings of every embedded database a test run opens, for the run's own process and the processes it
 * starts (vitest and Playwright workers, test servers, seed scripts): a 16 MB buffer pool rather than
 * PostgreSQL's 128 MB (PGLITE_SHARED_BUFFERS). The test databases hold a few MB; measured on a 2-core
 * machine, a seeded one opened in 0.6 s instead of 1.2 s, with 0.6 s less CPU and half the memory.
 */
export function applyTestDatabaseSettings() {
  process.env.PGLITE_SHARED_BUFFERS ??= '16';
}

/** Passwords the seeded demo shop is given in every test run. */
export const SEED_PASSWORDS = { DEMO_PASSWORD: 'demo1234!', ADMIN_PASSWORD: 'admin-test-pass-1' };

function script(file, env, args = []) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, file), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...SEED_PASSWORDS, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${file} failed:\n${r.stdout}\n${r.stderr}`);
}

/** Migrates (and, with `seed`, seeds) the database that `env` names, in a process of its own. */
export function prepareDatabase(env, { seed = false, args = [] } = {}) {
  script(seed ? 'scripts/seed.ts' : 'scripts/migrate.ts', env, args);
}

/** Adds the test operators to the seeded database that `env` names. */
function addOperators(env) {
  for (const [role, id] of Object.entries(TEST_OPERATORS)) {
    const args = ['--id', id, '--email', `${id}@example.com`, '--role', role];
    script('scripts/admin-create.ts', { ...env, LOG_LEVEL: 'error' }, args);
  }
}

/** Makes a database of the `kind` from nothing, in the database that `env` names. */
function prepareKind(kind, env) {
  prepareDatabase(env, { seed: kind !== 'migrated' });
  if (kind === 'operators') addOperators(env);
}

async function onServer(baseUrl, fn) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

function databaseName(label) {
  return `shop_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`.toLowerCase();
}

/** A new database next to the one `baseUrl` names, empty or a copy of `template`; with its drop. */
export async function createPostgresDatabase(baseUrl, label, template) {
  const url = new URL(baseUrl);
  const name = databaseName(label);
  await onServer(baseUrl, (c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

/**
 * Makes this run's templates of the given kinds that process.env does not name yet, and names them
 * there (so that every test process started from here finds them). Answers their removal.
 */
export async function makeTemplates({ kinds = ['migrated', 'seeded', 'operators'], quiet = false } = {}) {
  const started = Date.now();
  const baseUrl = process.env.DATABASE_URL;
  const removals = [];
  const missing = (kind) => kinds.includes(kind) && !process.env[TEMPLATE_VARS[kind]];
  // Each template starts as a copy of the one before it: migrated, then seeded, then with operators.
  const order = ['migrated', 'seeded', 'operators'];
  const last = Math.max(...order.map((kind, i) => (missing(kind) ? i : -1)));
  for (const [i, kind] of order.entries()) {
    if (i > last || process.env[TEMPLATE_VARS[kind]]) continue;
    const from = i > 0 ? process.env[TEMPLATE_VARS[order[i - 1]]] : undefined;
    let env;
    if (baseUrl) {
      const db = await createPostgresDatabase(baseUrl, `tpl_${kind}`, from);
      removals.push(db.drop);
      env = { DATABASE_URL: db.url };
      process.env[TEMPLATE_VARS[kind]] = db.name;
    } else {
      const dir = mkdtempSync(path.join(scratchRoot(), `shop-template-${kind}-`));
      removals.push(async () => rmSync(dir, { recursive: true, force: true }));
      if (from) cpSync(from, dir, { recursive: true });
      env = { DATA_DIR: dir };
      process.env[TEMPLATE_VARS[kind]] = dir;
    }
    removals.push(async () => delete process.env[TEMPLATE_VARS[kind]]);
    if (kind === 'operators') addOperators(env);
    else prepareDatabase(env, { seed: kind === 'seeded' });
  }
  if (!quiet && removals.length) console.log(`Test databases made once for this run (${Date.now() - started} ms).`);
  return async () => {
    for (const remove of removals.reverse()) await remove();
  };
}

/**
 * A database of a test's own from this run's `kind` template (`migrated`, `seeded` or `operators`): the
 * settings for a shop on it and its removal. Without a template it is made from nothing.
 */
export async function copyTemplate(kind, label) {
  const template = process.env[TEMPLATE_VARS[kind]];
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const db = await createPostgresDatabase(baseUrl, label, template);
    const env = { DATABASE_URL: db.url };
    try {
      if (!template) prepareKind(kind, env);
    } catch (err) {
      await db.drop();
      throw err;
    }
    return { env, cleanup: db.drop };
  }
  const dir = mkdtempSync(path.join(scratchRoot(), `shop-test-${label}-`));
  const cleanup = async () => rmSync(dir, { recursive: true, force: true });
  const env = { DATA_DIR: dir };
  try {
    if (template) cpSync(template, dir, { recursive: true });
    else prepareKind(kind, env);
  } catch (err) {
    await cleanup();
    throw err;
  }
  return { env, cleanup };
}
