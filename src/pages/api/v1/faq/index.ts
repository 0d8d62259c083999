import { adminActor } from '~/server/audit/actor';
import { faqList } from '~/server/content/content.service';
import { toFaqWire } from '~/server/content/faq.serializer';
import { createFaq, FAQ_MESSAGES, faqEdit } from '~/server/content/faq-admin.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';

/** The FAQ in the operator's order (entries published later only for an administrator). */
export const GET = endpoint(async (ctx) => ({
  data: (await faqList(ctx.locals.session?.member?.is_admin === true)).map(toFaqWire),
}));

/** An administrator's new entry. See docs/api/documents.md. */
export const POST = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'content');
  const row = await createFaq(actor, await parseBody(faqEdit, ctx.request));
  return json({ data: toFaqWire(row), message: FAQ_MESSAGES.created }, { status: 201 });
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
