// `npm run admin:two-factor-off -- --id ops`: turns an administrator's two-factor sign-in off, for one
// who lost both the authenticator and the recovery codes. Only an operator with database access can
// do this; the web turns it off only with the password and a code.
import { eq, sql } from 'drizzle-orm';
import { turnOffByOperator } from '../src/server/admin-security/two-factor.service.ts';
import { closeDb, getDb } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { members } from '../src/server/db/schema/index.ts';

const i = process.argv.indexOf('--id');
const id = i > 0 ? process.argv[i + 1]?.toLowerCase() : undefined;
if (!id) {
  console.error('usage: npm run admin:two-factor-off -- --id <login id>');
  process.exit(2);
}
await migrate();
const [member] = await (await getDb())
  .select()
  .from(members)
  .where(eq(sql`lower(${members.login_id})`, id))
  .limit(1);
if (!member) {
  console.error(`No member ${id}.`);
  process.exitCode = 1;
} else {
  const was = await turnOffByOperator(member);
  console.log(was ? `Two-factor sign-in of ${id} is off.` : `${id} had no two-factor sign-in.`);
}
await closeDb();
