// `npm run db:migrate`: applies pending migrations to DATA_DIR's embedded database or DATABASE_URL.
import { closeDb } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';

await migrate();
await closeDb();
console.log('Migrations applied.');
