import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { onCleanup } from './cleanup';

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
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: number;
  mbPerSecond: number;
};

export type LoadOptions = { connections: number; duration: number; warmup: number; headers: Record<string, string> };

let current: autocannon.Instance | undefined;
let registered = false;

function run(url: string, connections: number, duration: number, headers: Record<string, string>) {
  if (!registered) onCleanup('stop autocannon', () => current?.stop());
  registered = true;
  return new Promise<autocannon.Result>((resolve, reject) => {
    current = autocannon({ url, connections, duration, headers, timeout: 10 }, (err, result) => {
      current = undefined;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/** A warm-up at the same concurrency (results dropped), then the measured run. */
export async function measure(url: string, opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmup > 0) await run(url, opts.connections, opts.warmup, opts.headers);
  const r = await run(url, opts.connections, opts.duration, opts.headers);
  return {
    url,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors, // autocannon counts timeouts among errors
    timeouts: r.timeouts,
    requests: r.requests.total,
    mbPerSecond: Math.round((r.throughput.average / 1024 / 1024) * 10) / 10,
  };
}
