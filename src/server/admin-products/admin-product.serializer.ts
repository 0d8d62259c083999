import type { AdminProductListRow, OptionRow, ProductRow } from './admin-product.service.ts';

/** A row of the back office's product list; the product's number is the spec's `it_id`. */
export function toAdminProductWire(r: AdminProductListRow) {
  return {
    it_id: r.id,
    name: r.name,
    name_en: r.name_en,
    category_id: r.category_id,
    category_name: r.category_name,
    base_price: r.base_price,
    discount_rate: r.discount_rate,
    sale_price: r.sale_price,
    stock: r.stock,
    status: r.status,
    option_count: r.option_count,
    thumb_image: r.thumb_image,
    updated_at: r.updated_at.toISOString(),
  };
}

const optionWire = (o: OptionRow) => ({
  id: o.id,
  name: o.name,
  name_en: o.name_en,
  price_delta: o.price_delta,
  stock: o.stock,
});

/** A product in full for an operator: every field its edit page writes, with its offered options. */
export function toAdminProductDetailWire(d: { product: ProductRow; options: OptionRow[] }) {
  const p = d.product;
  return {
    it_id: p.id,
    name: p.name,
    name_en: p.name_en,
    summary: p.summary,
    summary_en: p.summary_en,
    description: p.description,
    description_en: p.description_en,
    keywords: p.keywords,
    base_price: p.base_price,
    discount_rate: p.discount_rate,
    sale_price: p.sale_price,
    coupon_discount: p.coupon_discount,
    stock: p.stock,
    category_id: p.category_id,
    status: p.status,
    chemical_safety_no: p.chemical_safety_no,
    badges: p.badges,
    icons: p.icons,
    color_swatches: p.color_swatches,
    disclosure: p.disclosure,
    images: p.images,
    thumb_image: p.thumb_image,
    options: d.options.map(optionWire),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}
