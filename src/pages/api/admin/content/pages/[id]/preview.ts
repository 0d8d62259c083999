import { z } from 'astro/zod';
import { previewLink } from '~/server/admin-content/content-preview.service';
import { studioPage } from '~/server/admin-content/content-studio.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

const body = z.object({
  revision_id: z.coerce.number({ error: '판 번호가 올바르지 않습니다.' }).int().positive().optional(),
});

/**
 * A read-only link to the page as a revision shows it (the draft, or the newest revision), signed
 * and working for 24 hours, for anyone it is shared with; search engines are told not to index it.
 */
export const POST = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const id = idParam(ctx.params.id);
  const { revision_id } = await parseBody(body, ctx.request);
  const page = await studioPage(id);
  const revision =
    revision_id === undefined ? (page.draft ?? page.revisions[0]) : page.revisions.find((r) => r.id === revision_id);
  if (!revision) {
    throw new NotFoundError(
      revision_id === undefined
        ? '저장된 판이 없습니다. 먼저 초안을 저장해 주세요.'
        : '이 페이지의 판을 찾을 수 없습니다.',
    );
  }
  const { path, expires } = await previewLink(revision.id);
  return { data: { url: new URL(path, ctx.url).href, path, expires, revision_id: revision.id } };
});
export const ALL = otherMethods('POST');
