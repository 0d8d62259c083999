import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { attendanceFields } from '~/server/workshop/tssa.schema';
import { markAttendance } from '~/server/workshop/tssa-admin.service';

/** `{ status: 'attended' | 'no_show' }` for a paid seat once its session has started. Audited. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'classes');
  const { status } = await parseBody(attendanceFields, ctx.request);
  return { data: await markAttendance(admin, idParam(ctx.params.id), status) };
});

export const ALL = otherMethods('POST');
