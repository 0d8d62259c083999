// `npx tsx scripts/seed.ts [--products N]` (or `npm run db:seed -- --products N`): migrates, then makes
// an empty database the demo shop, and grows the catalog to N products when asked. Safe to run again.
// Uses DATA_DIR (embedded PGlite, 'memory://' too) or DATABASE_URL (PostgreSQL), like the server.
import { closeDb, getDb } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seed } from '../src/server/seed/index.ts';

const at = process.argv.indexOf('--products');
const products = at > 0 ? Number(process.argv[at + 1]) : undefined;
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error('--products takes a whole number, e.g. --products 100000');
  process.exit(2);
}

const started = Date.now();
try {
  await migrate();
  const result = await seed(await getDb(), { ...(products ? { products } : {}), log: (line) => console.log(line) });
  if (result.created) {
    console.log(`Seeded the demo shop: ${result.products} products (${Date.now() - started} ms).`);
    console.log(`Demo member: ${result.demo.login_id} / ${result.demo.password}`);
    if (result.adminPassword) {
      console.log(`Admin account: admin / ${result.adminPassword}  (shown once; set ADMIN_PASSWORD to choose it)`);
    }
  } else {
    console.log(`The database already holds the shop (${result.products} products); nothing else to seed.`);
  }
} finally {
  await closeDb();
}
