import { uploadContentPicture } from '~/server/admin-content/content-media.service';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { requireAdmin } from '~/server/members/require';

/** A picture for a content page's body (multipart, the picture under `file`), stored as WebP. */
export const POST = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const { named } = await readEditorRequest(ctx.request);
  const data = await uploadContentPicture(named.file);
  return new Response(JSON.stringify({ data }), {
    status: 201,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
});
export const ALL = otherMethods('POST');
