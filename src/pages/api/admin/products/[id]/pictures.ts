import { arrangeBody, removePictureBody } from '~/server/admin-products/admin-product.schema';
import { addPictures, arrangePictures, removePicture } from '~/server/admin-products/product-pictures.service';
import { adminActor } from '~/server/audit/actor';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

const answer = (p: { images: string[]; thumb_image: string }, message: string) => ({
  data: { images: p.images, thumb_image: p.thumb_image },
  message,
});

/** Uploads pictures (multipart, `files`): JPEG, PNG, GIF, BMP or WebP by their bytes, 10 MB each, 5 at a time. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const id = idParam(ctx.params.id);
  const { files } = await readEditorRequest(ctx.request);
  return answer(await addPictures(admin, id, files), '사진을 올렸습니다.');
});

/** The pictures in a new order; the first is the thumbnail. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const id = idParam(ctx.params.id);
  const { images } = await parseBody(arrangeBody, ctx.request);
  return answer(await arrangePictures(admin, id, images), '사진 순서를 바꾸었습니다.');
});

/** Removes one picture. */
export const DELETE = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'products');
  const id = idParam(ctx.params.id);
  const { image } = await parseBody(removePictureBody, ctx.request);
  return answer(await removePicture(admin, id, image), '사진을 지웠습니다.');
});
export const ALL = otherMethods('POST', 'PUT', 'DELETE');
