import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { adminActor } from '../audit/actor.ts';
import { EDITOR_MESSAGES, postFields } from '../editorial/editor.schema.ts';
import { readEditorRequest } from '../editorial/editor-request.ts';
import { pageQuery } from '../http/pagination.ts';
import { parseWith } from '../http/validate.ts';
import { withUploadPlace } from '../reviews/upload-gate.ts';
import { DOCUMENT_CATEGORY_VALUES, DOCUMENT_PAGE_SIZE } from './document.options.ts';
import { toDocumentDetailWire } from './document.serializer.ts';
import { documentDetail } from './document.service.ts';
import { createDocument, updateDocument } from './document-admin.service.ts';

const category = z.enum(DOCUMENT_CATEGORY_VALUES, { error: EDITOR_MESSAGES.category });

/** A document as its editor sends it: the description (body) may be left empty. */
export const documentEdit = z.object({ ...postFields({ bodyRequired: false }), category });

/** GET /api/v1/documents and the list page: a category, a word of the title, a page. */
export const documentListQuery = z
  .object({
    category: z
      .enum(DOCUMENT_CATEGORY_VALUES, {
        error: 'category는 catalog, msds, certificate, price-list 중 하나여야 합니다.',
      })
      .optional(),
    keyword: z
      .string()
      .trim()
      .max(100, { error: '검색어는 100자 이하로 적어 주세요.' })
      .optional()
      .transform((v) => v || undefined),
  })
  .and(pageQuery(DOCUMENT_PAGE_SIZE));

/** What the list page reads from its address: anything unusable is simply not applied. */
export function documentListFilter(url: URL): {
  category?: (typeof DOCUMENT_CATEGORY_VALUES)[number];
  keyword?: string;
  page: number;
} {
  const raw = Object.fromEntries(url.searchParams);
  const category = z.enum(DOCUMENT_CATEGORY_VALUES).safeParse(raw.category);
  const keyword = (raw.keyword ?? '').trim().slice(0, 100);
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .safeParse(raw.page ?? 1);
  return {
    ...(category.success ? { category: category.data } : {}),
    ...(keyword ? { keyword } : {}),
    page: page.success ? page.data : 1,
  };
}

export async function createFromRequest(ctx: APIContext) {
  const actor = adminActor(ctx, 'content');
  const row = await withUploadPlace(async () => {
    const { fields, files } = await readEditorRequest(ctx.request);
    return createDocument(actor, parseWith(documentEdit, fields), files);
  });
  return toDocumentDetailWire(await documentDetail(row.id, true));
}

export async function updateFromRequest(ctx: APIContext, id: number) {
  const actor = adminActor(ctx, 'content');
  await documentDetail(id, true);
  await withUploadPlace(async () => {
    const { fields, files } = await readEditorRequest(ctx.request);
    return updateDocument(actor, id, parseWith(documentEdit, fields), files);
  });
  return toDocumentDetailWire(await documentDetail(id, true));
}
