import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';
import { answerFields } from '~/server/reviews/inquiry.schema';
import { toInquiryWire } from '~/server/reviews/inquiry.serializer';
import { answerInquiry } from '~/server/reviews/inquiry.service';

/** An administrator answers a product question; answering again replaces the answer. */
export const PUT = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx, 'inquiries');
  const id = idParam(ctx.params.id);
  const { answer } = await parseBody(answerFields, ctx.request);
  return { data: toInquiryWire(await answerInquiry(admin, id, answer)), message: '답변이 등록되었습니다.' };
});
export const ALL = otherMethods('PUT');
