import type { APIContext } from 'astro';
import { adminActor } from '~/server/audit/actor';
import { updateFromRequest } from '~/server/documents/document.routes';
import { toDocumentDetailWire } from '~/server/documents/document.serializer';
import { DOCUMENT_MESSAGES, documentDetail } from '~/server/documents/document.service';
import { deleteDocument } from '~/server/documents/document-admin.service';
import { isPutOverride } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';

async function update(ctx: APIContext) {
  return { data: await updateFromRequest(ctx, idParam(ctx.params.id)), message: DOCUMENT_MESSAGES.updated };
}

/** One document with its files, for members (spec 6: the document board entry needs login). */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return { data: toDocumentDetailWire(await documentDetail(idParam(ctx.params.id), member.is_admin)) };
});

/** An administrator's edit: PUT with JSON or multipart, or POST multipart with `X-HTTP-Method-Override: PUT`. */
export const PUT = endpoint(update);
export const POST = endpoint(async (ctx) => {
  if (!isPutOverride(ctx.request)) return otherMethods('GET', 'HEAD', 'PUT', 'DELETE')(ctx);
  return update(ctx);
});

export const DELETE = endpoint(async (ctx) => {
  const { id } = await deleteDocument(adminActor(ctx, 'content'), idParam(ctx.params.id));
  return { id, message: DOCUMENT_MESSAGES.deleted };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'POST', 'DELETE');
