import { execFile, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server';

/**
 * A scratch PostgreSQL cluster of a test's own, in a fresh temporary folder, on 127.0.0.1 at a free
 * port: the test may stop, crash and restart it. The machine's own server is never touched.
 */
export type PgCluster = {
  port: number;
  /** URL of a database on the cluster (trust auth, user postgres). */
  url: (database: string) => string;
  createDatabase: (name: string) => Promise<string>;
  /** One query over a connection of its own, on the `postgres` database unless another is named. */
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[], database?: string) => Promise<T[]>;
  /** Resolves once the server accepts connections. */
  start: () => Promise<void>;
  /** `fast` ends sessions politely; `immediate` is a crash (recovery runs at the next start). */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  destroy: () => void;
};

function binDir(): string {
  const asked = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const fromConfig = asked.status === 0 ? asked.stdout.trim() : '';
  if (fromConfig && existsSync(path.join(fromConfig, 'initdb'))) return fromConfig;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const dir = path.join(root, v, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
}

/** initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres user. */
function owner(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root needs a postgres OS user');
  return { uid, gid, name: 'postgres' };
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const user = owner();
  const root = mkdtempSync(path.join(tmpdir(), 'shop-pg-'));
  const data = path.join(root, 'data');
  const socket = path.join(root, 'sock');
  const log = path.join(root, 'server.log');
  let running = false;

  const command = (tool: string, args: string[]): [string, string[]] =>
    user ? ['runuser', ['-u', user.name, '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const r = spawnSync(...command(tool, args), { cwd: root, encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  };
  // Starting and stopping do not block the test's event loop: its traffic keeps being timed meanwhile.
  const runAsync = async (tool: string, args: string[]) => {
    await promisify(execFile)(...command(tool, args), { cwd: root, timeout: 60_000 });
  };
  const destroy = () => {
    if (running || existsSync(path.join(data, 'postmaster.pid'))) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone: nothing left to stop.
      }
    }
    running = false;
    rmSync(root, { recursive: true, force: true });
  };

  try {
    mkdirSync(socket);
    if (user) for (const p of [root, socket]) chownSync(p, user.uid, user.gid);
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    // fsync off only skips flushing to disk: a crash of the server process still loses no commit.
    appendFileSync(
      path.join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${socket}'`,
        'fsync = off',
        'max_connections = 60',
        '',
      ].join('\n'),
    );
    const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
    const query = async <T extends pg.QueryResultRow>(text: string, values?: unknown[], database = 'postgres') => {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };
    const start = async () => {
      running = true;
      await runAsync('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start']);
    };
    await start();
    return {
      port,
      url,
      query,
      async createDatabase(name) {
        await query(`CREATE DATABASE "${name}"`);
        return url(name);
      },
      start,
      async stop(mode = 'fast') {
        await runAsync('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
        running = false;
      },
      destroy,
    };
  } catch (err) {
    destroy();
    throw err;
  }
}
