import { z } from 'astro/zod';
import { publishedPage } from '~/server/cms/cms.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseWith } from '~/server/http/validate';

const params = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, { error: '페이지 이름이 올바르지 않습니다.' }),
});

export const GET = endpoint(async (ctx) => publishedPage(parseWith(params, ctx.params).name));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
