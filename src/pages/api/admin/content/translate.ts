import { translateBody } from '~/server/admin-content/content-studio.schema';
import { translateKorean } from '~/server/admin-content/content-translate.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/**
 * English for a page's Korean from the configured model (`machine` true when any came back); without
 * a model every field is empty and the English is left for a person.
 */
export const POST = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const data = await translateKorean(await parseBody(translateBody, ctx.request));
  return {
    data,
    message: data.machine
      ? '영어를 채웠습니다. 기계 번역이니 확인해 주세요.'
      : '번역 모델이 답하지 않았습니다. 영어를 직접 적어 주세요.',
  };
});
export const ALL = otherMethods('POST');
