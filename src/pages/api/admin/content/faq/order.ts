import { z } from 'astro/zod';
import { adminActor } from '~/server/audit/actor';
import { reorderFaqs } from '~/server/content/faq-admin.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';

const order = z.object({
  ids: z
    .array(z.coerce.number().int().positive(), { error: '질문 순서를 보내 주세요.' })
    .min(1, { error: '질문 순서를 보내 주세요.' })
    .max(1000, { error: '질문은 1,000개까지 정렬할 수 있습니다.' }),
});

/** The whole FAQ's new order: `{ "ids": [every entry's id, first to last] }` (409 when the list changed meanwhile). */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const { ids } = await parseBody(order, ctx.request);
  const data = await reorderFaqs(admin, ids);
  return { data, message: '질문 순서를 저장했습니다. 손님에게 바로 보입니다.' };
});
export const ALL = otherMethods('PUT');
