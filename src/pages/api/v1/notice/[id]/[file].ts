import { adminActor } from '~/server/audit/actor';
import { fileDeleteBody } from '~/server/editorial/editor.schema';
import { fileIdParam } from '~/server/editorial/file-delete';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NOTICE_ADMIN_MESSAGES, removeNoticeFile } from '~/server/notices/notice-admin.service';

/**
 * Spec 7: removes one attached file of a notice (body `{id}`, the file's id, optional). 401 for a
 * visitor, 403 for a member, 404 for an unknown file or a file of another notice.
 */
export const DELETE = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'content');
  const { postId, fileId } = await fileIdParam(ctx, fileDeleteBody, NOTICE_ADMIN_MESSAGES.fileNotFound);
  const { id } = await removeNoticeFile(actor, postId, fileId);
  return { id, message: NOTICE_ADMIN_MESSAGES.fileDeleted };
});

export const ALL = otherMethods('DELETE');
