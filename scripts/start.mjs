// `npm start`: build if needed, migrate and seed an empty database, then serve the shop.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, paths } from './lib/build.mjs';

await import('./check-node.mjs');
if (!process.argv.includes('--no-build')) buildIfStale();

const seed = spawnSync(process.execPath, ['--import', 'tsx', path.join(paths.ROOT, 'scripts/seed.ts')], {
  cwd: paths.ROOT,
  stdio: 'inherit',
  env: process.env,
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const host = process.env.HOST || '0.0.0.0';
const port = process.env.PORT || '4321';
const server = spawn(process.execPath, [paths.SERVER], {
  cwd: paths.ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, HOST: host, PORT: port },
});
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`\nThe shop is at http://${shown}:${port}/`);
if (process.env.NODE_ENV !== 'production') {
  console.log('Demo member: demo / demo1234!  (set DEMO_PASSWORD to change it before the first start)');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
