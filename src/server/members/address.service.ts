import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { memberAddresses } from '../db/schema/index.ts';

export type SavedAddress = typeof memberAddresses.$inferSelect;

/** A member's saved delivery addresses, the default first, then in the order they were added. */
export async function savedAddresses(memberId: number): Promise<SavedAddress[]> {
  const db = await getDb();
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.member_id, memberId))
    .orderBy(desc(memberAddresses.is_default), asc(memberAddresses.id));
}
