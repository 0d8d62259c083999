// Playwright's web server: a seeded database of its own (a PGlite folder, or a PostgreSQL database when
// DATABASE_URL is set; a copy of `npm test`'s seeded template when there is one) and the built shop on
// E2E_PORT, cleaned up on exit.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { standInProviders } from '../support/oauth-standin';
import { seededDatabase } from '../support/server';

const ROOT = path.resolve(import.meta.dirname, '../..');
buildIfStale({ quiet: true });
const db = await seededDatabase('e2e');

const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    REGISTER_LIMIT_PER_HOUR: '100000',
    // Every browser test sends from one address; the limit itself has its API test.
    BOARD_REQUEST_LIMIT_PER_HOUR: '100000',
    PARTNER_APPLY_LIMIT_PER_HOUR: '100000',
    // Card payments are offered; the browser tests stand in for Toss's script. Toss's API is asked at
    // the server's port + 20, where a test that pays and refunds starts the stand-in (tossStandIn);
    // nothing answers there otherwise, and no payment is confirmed.
    TOSS_CLIENT_KEY: 'test_ck_e2e',
    TOSS_SECRET_KEY: 'test_sk_e2e',
    TOSS_API_BASE: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? '4391') + 20}`,
    // The translation model likewise at the port + 30, where the run-time translation test starts its
    // stand-in (fake-ai.ts); otherwise nothing answers, terms stay pending and AI search reads by rules.
    AI_BASE_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? '4391') + 30}/v1`,
    AI_API_KEY: 'test-ai-key',
    AI_MODEL: 'stand-in',
    // Kakao and Naver sign-in are offered; both are asked at the port + 40, where the sign-in test
    // starts its stand-in (oauth-standin.ts); nothing answers there otherwise.
    ...standInProviders(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? '4391') + 40}`),
    // Every English page asks for its missing terms, all from one address.
    TRANSLATION_TERMS_LIMIT_PER_MINUTE: '100000',
    ...process.env,
    ...db.env,
    // As `npm start` runs the shop: without it React renders with its development build.
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '4391',
    LOG_LEVEL: 'warn',
  },
});

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  await db.cleanup();
  process.exit(0);
}
process.on('SIGTERM', close);
process.on('SIGINT', close);
server.on('exit', close);
