import type { APIContext } from 'astro';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseWith } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { readReviewRequest } from '~/server/reviews/multipart';
import { reviewUpdate } from '~/server/reviews/review.schema';
import { toReviewWire } from '~/server/reviews/review.serializer';
import { deleteReview, reviewDetail, updateReview } from '~/server/reviews/review.service';
import { withUploadPlace } from '~/server/reviews/upload-gate';

async function update(ctx: APIContext) {
  const member = requireMember(ctx);
  const id = idParam(ctx.params.id);
  const data = await withUploadPlace(async () => {
    const { fields, files } = await readReviewRequest(ctx.request);
    return updateReview(member, id, parseWith(reviewUpdate, fields), files);
  });
  return { data: toReviewWire(data), message: '후기가 수정되었습니다.' };
}

export const GET = endpoint(async (ctx) => ({
  data: toReviewWire(await reviewDetail(idParam(ctx.params.id), ctx.locals.session?.member?.id)),
}));

/** Edits one's own review: PUT with JSON or multipart, or POST multipart with `X-HTTP-Method-Override: PUT`. */
export const PUT = endpoint(update);
export const POST = endpoint(async (ctx) => {
  if ((ctx.request.headers.get('x-http-method-override') ?? '').toUpperCase() !== 'PUT') {
    return otherMethods('GET', 'HEAD', 'PUT', 'DELETE')(ctx);
  }
  return update(ctx);
});

/**
 * Deletes one's own review; an administrator may delete any. Others' reviews are a 404. The points the
 * review earned are taken back (`points_taken_back`).
 */
export const DELETE = endpoint(async (ctx) => {
  const { id, points_taken_back } = await deleteReview(requireMember(ctx), idParam(ctx.params.id));
  const taken = points_taken_back > 0 ? ` 적립금 ${points_taken_back.toLocaleString('ko-KR')}원이 회수되었습니다.` : '';
  return { id, points_taken_back, message: `후기가 삭제되었습니다.${taken}` };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'POST', 'DELETE');
