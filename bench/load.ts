import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

function run(
  url: string,
  connections: number,
  duration: number,
  headers: Record<string, string>,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** A warm-up (results dropped), then the measured run. */
export async function measure(
  url: string,
  opts: { connections: number; duration: number; warmup: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const headers = opts.headers ?? {};
  if (opts.warmup > 0) await run(url, opts.connections, opts.warmup, headers);
  const r = await run(url, opts.connections, opts.duration, headers);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
