import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { outboxMails } from '~/server/db/schema';
import { sendMail } from '~/server/mail/mailer';
import { resetDatabase } from '../support/db';
import { setEnv } from '../support/env';
import { startFakeSmtp } from '../support/fake-smtp';

beforeEach(resetDatabase);
let restore = () => {};
afterEach(() => {
  restore();
  restore = () => {};
});

describe('mail', () => {
  it('without SMTP_URL keeps the mail in the outbox, unsent', async () => {
    await sendMail({ to: 'a@example.com', subject: '[에반스캔들] 아이디 안내', body: '본문' });
    const [row] = await (await getDb()).select().from(outboxMails);
    expect(row).toMatchObject({ to_address: 'a@example.com', sent_at: null });
  });

  it('with SMTP_URL sends through the SMTP server and marks the outbox row sent', async () => {
    const smtp = await startFakeSmtp();
    restore = setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await sendMail({ to: 'b@example.com', subject: 'reset', body: 'https://shop.test/shop/reset?token=abc' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('To: b@example.com');
      expect(smtp.messages[0]).toContain('/shop/reset?token=abc');
      const [row] = await (await getDb()).select().from(outboxMails);
      expect(row?.sent_at).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mail unsent in the outbox when the SMTP server cannot be reached', async () => {
    restore = setEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    await sendMail({ to: 'c@example.com', subject: 's', body: 'b' });
    const [row] = await (await getDb()).select().from(outboxMails);
    expect(row?.sent_at).toBeNull();
  });
});
