import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';
import { certificateFields } from '~/server/workshop/tssa.schema';
import { issueCertificate } from '~/server/workshop/tssa-admin.service';

/** `{ member_id, class_id }`: issues a certificate with a fresh public number. Audited. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'classes');
  const input = await parseBody(certificateFields, ctx.request);
  return json({ data: await issueCertificate(admin, input) }, { status: 201 });
});

export const ALL = otherMethods('POST');
