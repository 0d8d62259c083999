import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';
import { sessionFields } from '~/server/workshop/tssa.schema';
import { addSession } from '~/server/workshop/tssa-admin.service';

/** `{ class_id, starts_at (ISO with offset), capacity, kit_included? }`: a new open session of a class. Audited. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'classes');
  const input = await parseBody(sessionFields, ctx.request);
  return json({ data: await addSession(admin, input) }, { status: 201 });
});

export const ALL = otherMethods('POST');
