import { adminActor } from '~/server/audit/actor';
import { toFaqWire } from '~/server/content/faq.serializer';
import { deleteFaq, FAQ_MESSAGES, faqEdit, faqForEdit, updateFaq } from '~/server/content/faq-admin.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** One entry; one published later only for an administrator. */
export const GET = endpoint(async (ctx) => {
  const row = await faqForEdit(idParam(ctx.params.id));
  const admin = ctx.locals.session?.member?.is_admin === true;
  if (!admin && row.published_at.getTime() > Date.now()) throw new NotFoundError(FAQ_MESSAGES.notFound);
  return { data: toFaqWire(row) };
});

/** An administrator's edit. */
export const PUT = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'content');
  const id = idParam(ctx.params.id);
  await faqForEdit(id);
  const row = await updateFaq(actor, id, await parseBody(faqEdit, ctx.request));
  return { data: toFaqWire(row), message: FAQ_MESSAGES.updated };
});

export const DELETE = endpoint(async (ctx) => {
  const { id } = await deleteFaq(adminActor(ctx, 'content'), idParam(ctx.params.id));
  return { id, message: FAQ_MESSAGES.deleted };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'DELETE');
