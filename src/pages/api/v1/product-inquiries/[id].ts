import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { inquiryFields } from '~/server/reviews/inquiry.schema';
import { toInquiryWire } from '~/server/reviews/inquiry.serializer';
import { deleteInquiry, inquiryDetail, updateInquiry, viewerOf } from '~/server/reviews/inquiry.service';

export const GET = endpoint(async (ctx) => ({
  data: toInquiryWire(await inquiryDetail(idParam(ctx.params.id), viewerOf(ctx.locals.session?.member))),
}));

/** Edits one's own question while it has no answer (409 after an answer; others' are a 404). */
export const PUT = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const id = idParam(ctx.params.id);
  const data = await updateInquiry(member, id, await parseBody(inquiryFields, ctx.request));
  return { data: toInquiryWire(data), message: '문의가 수정되었습니다.' };
});

/** Deletes one's own unanswered question; an administrator may delete any. */
export const DELETE = endpoint(async (ctx) => {
  const { id } = await deleteInquiry(requireMember(ctx), idParam(ctx.params.id));
  return { id, message: '문의가 삭제되었습니다.' };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'DELETE');
