import { desc, eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';

export type KeptMail = typeof outboxMails.$inferSelect;

/** The mail the shop kept, newest first (50 at most), optionally only that sent to one address. */
export async function keptMails(to?: string): Promise<KeptMail[]> {
  const db = await getDb();
  return db
    .select()
    .from(outboxMails)
    .where(to ? eq(outboxMails.to_address, to) : undefined)
    .orderBy(desc(outboxMails.id))
    .limit(50);
}
