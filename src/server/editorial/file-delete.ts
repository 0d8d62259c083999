import type { APIContext } from 'astro';
import type { z } from 'astro/zod';
import { readLimited } from '../http/body.ts';
import { BadRequestError, NotFoundError, ValidationError } from '../http/errors.ts';
import { idParam } from '../http/params.ts';
import { parseWith } from '../http/validate.ts';
import { EDITOR_MESSAGES, type fileDeleteBody } from './editor.schema.ts';

/**
 * The post and file a `DELETE …/{id}/{file}` names. Ids that cannot name a record are a 404 with
 * `notFound`; the body may repeat the file's id (`{id}`, spec 7), and a different one is a 422.
 */
export async function fileIdParam(
  ctx: Pick<APIContext, 'params' | 'request'>,
  schema: typeof fileDeleteBody,
  notFound: string,
): Promise<{ postId: number; fileId: number }> {
  let postId: number;
  let fileId: number;
  try {
    postId = idParam(ctx.params.id);
    fileId = idParam(ctx.params.file);
  } catch {
    throw new NotFoundError(notFound);
  }
  const text = new TextDecoder().decode(
    await readLimited(ctx.request, 4096, () => new BadRequestError('요청 본문이 너무 큽니다.')),
  );
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new BadRequestError('JSON 형식이 올바르지 않습니다.');
    }
  }
  const { id } = parseWith(schema, body ?? {}) as z.output<typeof fileDeleteBody>;
  if (id !== undefined && id !== fileId) throw new ValidationError({ id: [EDITOR_MESSAGES.fileId] });
  return { postId, fileId };
}
