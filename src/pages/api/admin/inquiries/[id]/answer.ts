import { answerPost } from '~/server/boards/answer.service';
import { answerFields } from '~/server/boards/board.schema';
import { toAdminPostWire } from '~/server/boards/board.serializer';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** An administrator answers a 1:1 inquiry, bulk request or class inquiry (again: replaces it); the asker is told. */
const answer = endpoint(async (ctx) => {
  const admin = requireAdmin(ctx, 'inquiries');
  const id = idParam(ctx.params.id);
  const { answer: text } = await parseBody(answerFields, ctx.request);
  return { data: toAdminPostWire(await answerPost(admin, id, text)), message: '답변이 등록되었습니다.' };
});
export const POST = answer;
export const PUT = answer;
export const ALL = otherMethods('POST', 'PUT');
