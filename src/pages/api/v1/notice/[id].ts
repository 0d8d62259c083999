import type { APIContext } from 'astro';
import { adminActor } from '~/server/audit/actor';
import { isPutOverride } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { updateFromRequest } from '~/server/notices/notice.routes';
import { toNoticeDetailWire } from '~/server/notices/notice.serializer';
import { noticeById } from '~/server/notices/notice.service';
import { deleteNotice, NOTICE_ADMIN_MESSAGES } from '~/server/notices/notice-admin.service';

async function update(ctx: APIContext) {
  const data = await updateFromRequest(ctx, idParam(ctx.params.id));
  return { data, message: NOTICE_ADMIN_MESSAGES.updated };
}

/** One notice with its body and files; one dated in the future only for an administrator. */
export const GET = endpoint(async (ctx) => {
  const { notice, files } = await noticeById(idParam(ctx.params.id), ctx.locals.session?.member?.is_admin === true);
  return { data: toNoticeDetailWire(notice, files) };
});

/** An administrator's edit: PUT with JSON or multipart, or POST multipart with `X-HTTP-Method-Override: PUT`. */
export const PUT = endpoint(update);
export const POST = endpoint(async (ctx) => {
  if (!isPutOverride(ctx.request)) return otherMethods('GET', 'HEAD', 'PUT', 'DELETE')(ctx);
  return update(ctx);
});

/** An administrator deletes a notice with its files. */
export const DELETE = endpoint(async (ctx) => {
  const { id } = await deleteNotice(adminActor(ctx, 'content'), idParam(ctx.params.id));
  return { id, message: NOTICE_ADMIN_MESSAGES.deleted };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'POST', 'DELETE');
