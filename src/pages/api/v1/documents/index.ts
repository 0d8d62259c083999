import { createFromRequest, documentListQuery } from '~/server/documents/document.routes';
import { toDocumentWire } from '~/server/documents/document.serializer';
import { DOCUMENT_MESSAGES, documentPage } from '~/server/documents/document.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseQuery } from '~/server/http/validate';

/** The document board's list: category, title search, page (spec pagination). See docs/api/documents.md. */
export const GET = endpoint(async (ctx) =>
  mapPage(
    await documentPage({
      ...parseQuery(documentListQuery, ctx.url),
      scheduled: ctx.locals.session?.member?.is_admin === true,
    }),
    toDocumentWire,
  ),
);

/** An administrator's new document (multipart with `files[]`, or JSON). */
export const POST = endpoint(async (ctx) =>
  json({ data: await createFromRequest(ctx), message: DOCUMENT_MESSAGES.created }, { status: 201 }),
);

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
