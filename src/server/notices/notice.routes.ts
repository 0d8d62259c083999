import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { adminActor } from '../audit/actor.ts';
import { EDITOR_MESSAGES, postFields } from '../editorial/editor.schema.ts';
import { readEditorRequest } from '../editorial/editor-request.ts';
import { parseWith } from '../http/validate.ts';
import { withUploadPlace } from '../reviews/upload-gate.ts';
import { toNoticeDetailWire } from './notice.serializer.ts';
import { noticeById } from './notice.service.ts';
import { createNotice, updateNotice } from './notice-admin.service.ts';

/** A notice as the editor sends it; `board` only when it is made. */
export const noticeEdit = z.object(postFields({ bodyRequired: true }));
export const noticeNew = noticeEdit.extend({
  board: z.enum(['shop', 'tssa'], { error: EDITOR_MESSAGES.board }).optional().default('shop'),
});

/** POST /api/v1/notice: an administrator's new notice (JSON, or multipart with `files[]`). */
export async function createFromRequest(ctx: APIContext) {
  const actor = adminActor(ctx, 'content');
  const row = await withUploadPlace(async () => {
    const { fields, files } = await readEditorRequest(ctx.request);
    const input = parseWith(noticeNew, fields);
    return createNotice(actor, input.board, input, files);
  });
  const { notice, files } = await noticeById(row.id, true);
  return toNoticeDetailWire(notice, files);
}

/** PUT /api/v1/notice/{id} (or POST with `X-HTTP-Method-Override: PUT`): an administrator's edit. */
export async function updateFromRequest(ctx: APIContext, id: number) {
  const actor = adminActor(ctx, 'content');
  await noticeById(id, true);
  await withUploadPlace(async () => {
    const { fields, files } = await readEditorRequest(ctx.request);
    return updateNotice(actor, id, parseWith(noticeEdit, fields), files);
  });
  const { notice, files } = await noticeById(id, true);
  return toNoticeDetailWire(notice, files);
}
