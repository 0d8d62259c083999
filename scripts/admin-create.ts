// `npm run admin:create -- --id ops --email ops@example.com [--name 운영자] [--role owner|manager|staff]`
// with ADMIN_PASSWORD set: creates an administrator, or makes an existing member one (or gives an
// administrator another role). The role is owner unless said. Only an operator with database access
// can do this; no web call can.
import { eq, sql } from 'drizzle-orm';
import { ADMIN_ROLES, isAdminRole } from '../src/server/admin/permissions.ts';
import { config } from '../src/server/config.ts';
import { closeDb, getDb } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { members } from '../src/server/db/schema/index.ts';
import { hashPassword } from '../src/server/members/password.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const id = arg('id')?.toLowerCase();
const role = arg('role') ?? 'owner';
if (!id || !isAdminRole(role)) {
  console.error(
    `usage: npm run admin:create -- --id <login id> [--email <email>] [--name <name>] [--role ${ADMIN_ROLES.join('|')}]  (password from ADMIN_PASSWORD)`,
  );
  process.exit(2);
}
await migrate();
const db = await getDb();
const [existing] = await db
  .select()
  .from(members)
  .where(eq(sql`lower(${members.login_id})`, id))
  .limit(1);
if (existing) {
  await db.update(members).set({ admin_role: role, updated_at: new Date() }).where(eq(members.id, existing.id));
  console.log(`${id} is now an administrator (${role}).`);
} else {
  const password = config.adminPassword;
  const email = arg('email');
  if (!password || password.length < 12 || !email) {
    console.error('A new administrator needs --email and ADMIN_PASSWORD of at least 12 characters.');
    process.exit(2);
  }
  await db.insert(members).values({
    login_id: id,
    name: arg('name') ?? '관리자',
    mobile: '',
    email,
    password_hash: await hashPassword(password),
    admin_role: role,
    terms_agreed_at: new Date(),
  });
  console.log(`Administrator ${id} (${role}) created.`);
}
await closeDb();
