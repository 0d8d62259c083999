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
  const [card] = await withWishes([detail.card], ctx.locals.session?.member?.id);
  return {
    ...card,
    it_description: sanitizeRichText(detail.description),
    it_description_en: sanitizeRichText(detail.description_en),
    images: detail.images,
    options: detail.options,
    category: detail.category && {
      id: detail.category.id,
      name: detail.category.name,
      name_en: detail.category.name_en,
    },
    breadcrumbs: detail.breadcrumbs.map((c) => ({ id: c.id, name: c.name, name_en: c.name_en })),
    disclosure: detail.disclosure,
    chemical_safety_no: detail.chemical_safety_no,
    rating_avg: detail.rating_avg,
    is_custom: detail.is_custom,
    purchasable: detail.unavailable === null,
    unavailable_reason: detail.unavailable,
  };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
