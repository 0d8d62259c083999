import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { config } from '../config.ts';
import { getDb } from '../db/client.ts';
import { outboxMails } from '../db/schema/index.ts';
import { logger } from '../log.ts';

type Mail = { to: string; subject: string; body: string };

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent and marked sent;
 * without it (local use, tests) it stays in the outbox and the log for a person or test to read.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .insert(outboxMails)
    .values({ to_address: mail.to, subject: mail.subject, body: mail.body })
    .returning({ id: outboxMails.id });
  const smtp = config.smtpUrl;
  if (!smtp) {
    logger.info({ to: mail.to, subject: mail.subject, outboxId: row?.id }, 'mail kept in the outbox (no SMTP_URL)');
    return;
  }
  try {
    await nodemailer.createTransport(smtp).sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
    });
    if (row) await db.update(outboxMails).set({ sent_at: new Date() }).where(eq(outboxMails.id, row.id));
  } catch (err) {
    logger.error({ err: String(err), outboxId: row?.id }, 'mail could not be sent; it stays in the outbox');
  }
}
