import { toProductDetailWire } from '~/server/catalog/product.serializer';
import { productDetail } from '~/server/catalog/product.service';
import { withWishes } from '~/server/catalog/wishlist.service';
import { sanitizeRichText } from '~/server/content/sanitize';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';
import { idParam } from '~/server/http/params';

/** One visible product: the list card's fields plus gallery, options, category path and disclosure. */
export const GET = endpoint(async (ctx) => {
  const detail = await productDetail(idParam(ctx.params.itId));
  if (!detail) throw new NotFoundError('상품을 찾을 수 없습니다.');
  const [card = detail.card] = await withWishes([detail.card], ctx.locals.session?.member?.id);
  return toProductDetailWire({
    ...detail,
    card,
    description: sanitizeRichText(detail.description),
    description_en: sanitizeRichText(detail.description_en),
  });
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
