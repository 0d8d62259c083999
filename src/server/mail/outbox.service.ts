import { desc, eq } from 'drizzle-orm';
import { config } from '../config.ts';
import { type Executor, getDb } from '../db/client.ts';
import { outboxMails, settings } from '../db/schema/index.ts';

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

/** Puts a mail in the outbox in the caller's transaction, so that it exists exactly when the change does. */
export async function queueMail(db: Executor, mail: { to: string; subject: string; body: string }): Promise<void> {
  await db.insert(outboxMails).values({ to_address: mail.to, subject: mail.subject, body: mail.body });
}

/**
 * The shop's address for links in mail: PUBLIC_ORIGIN, else the site address in the settings, read
 * in the caller's transaction (on the embedded database a query outside it would wait for it).
 */
export async function mailOrigin(db: Executor): Promise<string> {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'shop'));
  return ((row?.value as { site_origin?: string } | undefined)?.site_origin ?? '').replace(/\/+$/, '');
}
