import { contentFields, newPageKind, STUDIO_KINDS } from '~/server/admin-content/content-studio.schema';
import { createPage, studioList } from '~/server/admin-content/content-studio.service';
import { adminActor } from '~/server/audit/actor';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { ValidationError } from '~/server/http/errors';
import { parseWith } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** One kind's pages (`?kind=diy`), each with its newest revision, published one and any time set. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  const kind = ctx.url.searchParams.get('kind') ?? 'diy';
  if (!(STUDIO_KINDS as readonly string[]).includes(kind)) {
    throw new ValidationError({ kind: [`종류는 ${STUDIO_KINDS.join(', ')} 중 하나입니다.`] });
  }
  return { data: await studioList(kind as (typeof STUDIO_KINDS)[number]) };
});

/** A new page, saved as a draft (multipart: `kind`, the fields, and a cover picture `thumb`). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const { fields, named } = await readEditorRequest(ctx.request);
  const { kind } = parseWith(newPageKind, fields);
  const input = parseWith(contentFields, fields);
  const { page, revision } = await createPage(admin, kind, input, named.thumb);
  return new Response(
    JSON.stringify({ data: { id: page.id, revision_id: revision.id }, message: '초안을 만들었습니다.' }),
    {
      status: 201,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        Location: `/api/admin/content/pages/${page.id}`,
      },
    },
  );
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
