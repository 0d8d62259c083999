// Starts the built shop the way production does (`node scripts/serve.mjs`) on 127.0.0.1.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { paths } from '../scripts/lib/build.mjs';
import { freePort } from '../tests/support/server';
import { onCleanup } from './cleanup';

export type Shop = { url: string; child: ChildProcess; startedAt: number; stop: () => Promise<void> };

const READY_LIMIT_MS = 60_000;
const ERROR_LIMIT_MS = 10_000;

export async function launchShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [paths.SERVER], {
    cwd: paths.ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Last resort should the bench itself crash: never leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = sleep(5000).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timer])) === 'timeout') child.kill('SIGKILL');
  };
  onCleanup(`stop server pid ${child.pid}`, stop);
  return { url: `http://127.0.0.1:${port}`, child, startedAt, stop };
}

/** Polls `/` until it answers 200; returns milliseconds since the process was spawned. */
export async function untilHomeAnswers(shop: Shop): Promise<number> {
  let deadline = Date.now() + READY_LIMIT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`server exited with code ${shop.child.exitCode}`);
    try {
      const res = await fetch(`${shop.url}/`, { signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - shop.startedAt;
      last = `status ${res.status}`;
      // Listening but failing: give it a little longer, not the whole start-up allowance.
      deadline = Math.min(deadline, Date.now() + ERROR_LIMIT_MS);
    } catch (err) {
      last = (err as Error).message; // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`GET / did not answer 200 (last: ${last})`);
}

function processTree(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return [pid, ...children.flatMap((c) => processTree(Number(c)))];
}

/**
 * CPU time (user + system, every thread) the server and its workers have used, in ms; Linux only.
 * Unlike requests per second, it does not change when other programs share the machine.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const ticks = processTree(pid).reduce((n, p) => {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return n + Number(fields[11]) + Number(fields[12]);
    }, 0);
    return ticks * 10; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** Resident memory of the server, its worker processes included (WEB_CONCURRENCY). */
export function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const kb = processTree(pid).reduce(
    (n, p) => n + Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0),
    0,
  );
  return Math.round(kb / 1024);
}

export type CategoryWire = { id: number; descendants: CategoryWire[] };

/** The visible category tree, as the storefront's menus read it. */
export async function categoryTree(url: string): Promise<CategoryWire[]> {
  const res = await fetch(`${url}/api/evans-cart/categories-service`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`categories-service answered ${res.status}`);
  return ((await res.json()) as { data?: CategoryWire[] }).data ?? [];
}

export async function firstProductId(url: string): Promise<number | undefined> {
  const res = await fetch(`${url}/api/v1/products?sort=popular&per_page=1`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`products answered ${res.status}`);
  const body = (await res.json()) as { data?: { it_id: number }[] };
  return body.data?.[0]?.it_id;
}
