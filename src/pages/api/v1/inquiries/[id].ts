import type { APIContext } from 'astro';
import { readBoardRequest } from '~/server/boards/board.http';
import { inquiryUpdate } from '~/server/boards/board.schema';
import { toBoardPostWire } from '~/server/boards/board.serializer';
import { deleteInquiry, INQUIRY_MESSAGES, myPost, updateInquiry } from '~/server/boards/board.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseWith } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { withUploadPlace } from '~/server/reviews/upload-gate';

async function update(ctx: APIContext) {
  const member = requireMember(ctx);
  const id = idParam(ctx.params.id);
  const post = await withUploadPlace(async () => {
    const { fields, files } = await readBoardRequest(ctx.request);
    return updateInquiry(member, id, parseWith(inquiryUpdate, fields), files);
  });
  return { data: toBoardPostWire(post), message: INQUIRY_MESSAGES.updated };
}

/** One of the member's own posts; another member's is a 404. */
export const GET = endpoint(async (ctx) => ({
  data: toBoardPostWire(await myPost(requireMember(ctx).id, idParam(ctx.params.id))),
}));

/** Edits one's own unanswered 1:1 inquiry: PUT, or POST multipart with `X-HTTP-Method-Override: PUT` (409 once answered). */
export const PUT = endpoint(update);
export const POST = endpoint(async (ctx) => {
  if ((ctx.request.headers.get('x-http-method-override') ?? '').toUpperCase() !== 'PUT') {
    return otherMethods('GET', 'HEAD', 'PUT', 'DELETE')(ctx);
  }
  return update(ctx);
});

/** Deletes one's own unanswered 1:1 inquiry with its files (409 once answered). */
export const DELETE = endpoint(async (ctx) => {
  const { id } = await deleteInquiry(requireMember(ctx), idParam(ctx.params.id));
  return { id, message: INQUIRY_MESSAGES.deleted };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'POST', 'DELETE');
