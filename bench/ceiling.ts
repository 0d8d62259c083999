import { fork, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import path from 'node:path';
import { onCleanup } from './cleanup';

/** One response exactly as it came over the wire: raw (possibly gzipped) body and its type headers. */
export type Sample = { body: Buffer; headers: Record<string, string> };

export function sampleResponse(url: string, headers: Record<string, string>): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}`));
        const kept: Record<string, string> = { 'Content-Type': res.headers['content-type'] ?? 'text/html' };
        if (res.headers['content-encoding']) kept['Content-Encoding'] = res.headers['content-encoding'];
        if (res.headers.vary) kept.Vary = res.headers.vary;
        resolve({ body: Buffer.concat(chunks), headers: kept });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** Serves `sample` from a child process; returns its URL. */
export async function startCeiling(sample: Sample): Promise<string> {
  const child = fork(path.join(import.meta.dirname, 'ceiling.mjs'), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanup(`stop ceiling pid ${child.pid}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  });
  child.send({ body: sample.body.toString('base64'), headers: sample.headers });
  const [message] = await Promise.race([
    once(child, 'message') as Promise<[{ port: number }]>,
    once(child, 'exit').then(() => Promise.reject(new Error('ceiling server exited before listening'))),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('ceiling server did not start')), 10_000).unref(),
    ),
  ]);
  return `http://127.0.0.1:${message.port}/`;
}

/**
 * The framework's own ceiling: builds bench/ssr-ceiling (a plain Astro SSR page rendered from
 * memory, with the shop's compression) and serves it from a child process; returns its base URL.
 */
export async function startSsrCeiling(): Promise<string> {
  const root = path.join(import.meta.dirname, 'ssr-ceiling');
  const built = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, '../node_modules/astro/bin/astro.mjs'), 'build', '--root', root],
    {
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    },
  );
  if (built.status !== 0) throw new Error('bench/ssr-ceiling did not build');
  const child = fork(path.join(root, 'serve.mjs'), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanup(`stop ssr ceiling pid ${child.pid}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  });
  const [message] = (await Promise.race([
    once(child, 'message'),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('ssr ceiling did not start')), 15_000).unref()),
  ])) as [{ port: number }];
  return `http://127.0.0.1:${message.port}`;
}
