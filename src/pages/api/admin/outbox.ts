import { z } from 'astro/zod';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { keptMails } from '~/server/mail/outbox.service';
import { requireAdmin } from '~/server/members/require';

const query = z.object({ to: z.string().trim().toLowerCase().max(120).optional() });

/** Operators read the mail the shop kept (all of it when no SMTP server is configured), newest first. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'members');
  const { to } = parseQuery(query, ctx.url);
  const rows = await keptMails(to);
  return {
    data: rows.map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      body: m.body,
      sent_at: m.sent_at,
      created_at: m.created_at,
    })),
  };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
