import { formatDateTime } from '~/lib/dates';
import { publishBody } from '~/server/admin-content/content-studio.schema';
import { publishPage } from '~/server/admin-content/content-studio.service';
import { adminActor } from '~/server/audit/actor';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseWith } from '~/server/http/validate';

/** Publishes the draft (or `revision_id`) now, or at `at` (Seoul's clock); 409 when nothing is new. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const { fields } = await readEditorRequest(ctx.request);
  const input = parseWith(publishBody, fields);
  const { page, scheduled } = await publishPage(admin, idParam(ctx.params.id), input);
  return {
    data: { id: page.id, is_published: page.is_published, publish_at: scheduled },
    message: scheduled ? `${formatDateTime(scheduled)}에 게시합니다.` : '게시했습니다. 손님에게 바로 보입니다.',
  };
});
export const ALL = otherMethods('POST');
