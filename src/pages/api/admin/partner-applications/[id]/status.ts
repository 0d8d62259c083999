import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { statusChange } from '~/server/partners/partner.schema';
import { toApplicationWire } from '~/server/partners/partner.serializer';
import { PARTNER_MESSAGES } from '~/server/partners/partner.service';
import { changeApplicationStatus } from '~/server/partners/partner-admin.service';

/**
 * An administrator moves a wholesale or dealer application on: status and an optional note for the
 * applicant, who is told; the audit log keeps it.
 */
export const PUT = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'inquiries');
  const id = idParam(ctx.params.id);
  const { status, note } = await parseBody(statusChange, ctx.request);
  const changed = await changeApplicationStatus(actor, id, status, note);
  return { data: toApplicationWire(changed), message: PARTNER_MESSAGES.statusChanged };
});
export const ALL = otherMethods('PUT');
