import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { onCleanup } from './cleanup';
import type { Request } from './workload';

// autocannon appends every response body to a string, for body checks this bench does not use.
// Decoding gzipped bytes as UTF-8 that way capped the client near 2,000 req/s on the 33 KB home
// page (the ceiling as well), so the bench measured itself; dropping the copy lifted it to ~20,000.
const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody?: unknown };
};
if (typeof queue.prototype.addBody === 'function') queue.prototype.addBody = () => {};
else console.warn('autocannon changed its internals: bodies are decoded again and large pages are client-bound');

export type LoadResult = {
  url: string;
  /** How many different requests the run rotated through (1: the same request every time). */
  variants: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: number;
  mbPerSecond: number;
  /** Server CPU (all its processes and threads) per answered request during the measured run. */
  cpuMsPerRequest?: number;
  /** With `firstPass`: seconds it took to ask every different request once, before the warm-up. */
  firstPassS?: number;
};

export type LoadOptions = {
  connections: number;
  duration: number;
  warmup: number;
  headers: Record<string, string>;
  /** CPU milliseconds the server has used so far, when the bench started it. */
  serverCpuMs?: () => number | undefined;
  /** Before the warm-up, ask every different request once, at the same concurrency (not measured). */
  firstPass?: boolean;
};

let current: autocannon.Instance | undefined;
let registered = false;

function run(
  base: string,
  requests: Request[],
  connections: number,
  duration: number,
  headers: Record<string, string>,
  amount?: number,
) {
  if (!registered) onCleanup('stop autocannon', () => current?.stop());
  registered = true;
  // One counter for every connection: the run walks the list in order, whatever connection asks next.
  let at = 0;
  const rotate: autocannon.Request = {
    setupRequest: (req) => {
      const next = requests[at++ % requests.length] as Request;
      return { ...req, path: next.path, headers: { ...req.headers, ...next.headers } };
    },
  };
  const first = requests[0] as Request;
  const fixed = { url: `${base}${first.path}`, headers: { ...headers, ...first.headers } };
  return new Promise<autocannon.Result>((resolve, reject) => {
    const opts = requests.length > 1 ? { url: base, headers, requests: [rotate] } : fixed;
    const length = amount === undefined ? { duration } : { amount };
    current = autocannon({ ...opts, connections, ...length, timeout: 10 }, (err, result) => {
      current = undefined;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/**
 * A warm-up at the same concurrency (results dropped), then the measured run. With several requests
 * each run starts again from the first, so warm-up and measured run ask for the same things.
 */
export async function measure(base: string, requests: Request[], opts: LoadOptions): Promise<LoadResult> {
  if (requests.length === 0) throw new Error('nothing to request');
  let firstPassS: number | undefined;
  if (opts.firstPass) {
    const started = performance.now();
    const distinct = [...new Map(requests.map((q) => [`${q.path} ${JSON.stringify(q.headers ?? {})}`, q])).values()];
    await run(base, distinct, opts.connections, 0, opts.headers, distinct.length);
    firstPassS = Math.round((performance.now() - started) / 100) / 10;
  }
  if (opts.warmup > 0) await run(base, requests, opts.connections, opts.warmup, opts.headers);
  const cpuBefore = opts.serverCpuMs?.();
  const r = await run(base, requests, opts.connections, opts.duration, opts.headers);
  const cpuAfter = opts.serverCpuMs?.();
  const variants = new Set(requests.map((q) => `${q.path} ${JSON.stringify(q.headers ?? {})}`)).size;
  return {
    url:
      requests.length > 1
        ? `${base}${requests[0]?.path} (and ${requests.length - 1} more)`
        : `${base}${requests[0]?.path}`,
    variants,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors, // autocannon counts timeouts among errors
    timeouts: r.timeouts,
    requests: r.requests.total,
    mbPerSecond: Math.round((r.throughput.average / 1024 / 1024) * 10) / 10,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
      ? { cpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) / r.requests.total) * 100) / 100 }
      : {}),
    ...(firstPassS === undefined ? {} : { firstPassS }),
  };
}
