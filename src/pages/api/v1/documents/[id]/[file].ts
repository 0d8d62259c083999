import { adminActor } from '~/server/audit/actor';
import { DOCUMENT_MESSAGES } from '~/server/documents/document.service';
import { removeDocumentFile } from '~/server/documents/document-admin.service';
import { fileDeleteBody } from '~/server/editorial/editor.schema';
import { fileIdParam } from '~/server/editorial/file-delete';
import { endpoint, otherMethods } from '~/server/http/endpoint';

/** Removes one attached file of a document (body `{id}`, optional), as for notices. */
export const DELETE = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'content');
  const { postId, fileId } = await fileIdParam(ctx, fileDeleteBody, DOCUMENT_MESSAGES.fileNotFound);
  const { id } = await removeDocumentFile(actor, postId, fileId);
  return { id, message: DOCUMENT_MESSAGES.fileDeleted };
});

export const ALL = otherMethods('DELETE');
