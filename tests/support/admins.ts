import { eq } from 'drizzle-orm';
import type { AuditActor } from '~/server/audit/audit.service';
import { getDb } from '~/server/db/client';
import { members } from '~/server/db/schema';

/** An administrator of the test database (made the first time it is asked for), as the audit log names them. */
export async function opsActor(role: 'owner' | 'manager' | 'staff' = 'owner'): Promise<AuditActor> {
  const db = await getDb();
  const login_id = `ops-${role}`;
  const [found] = await db.select({ id: members.id }).from(members).where(eq(members.login_id, login_id));
  if (found) return { id: found.id, login_id };
  const [made] = await db
    .insert(members)
    .values({
      login_id,
      name: '운영자',
      mobile: '',
      email: `${login_id}@example.com`,
      password_hash: 'x',
      admin_role: role,
    })
    .returning({ id: members.id });
  return { id: made?.id as number, login_id };
}
