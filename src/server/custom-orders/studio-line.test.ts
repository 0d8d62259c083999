import { describe, expect, it } from 'vitest';
import type { CartLineForCheckout } from '../orders/checkout.ts';
import { isStudioSnapshot, withStudioPrice, withStudioView } from './studio-line.ts';

const vessel: CartLineForCheckout = {
  line_id: 7,
  product_id: 3,
  option_id: 11,
  name: '유리 캔들 용기 200ml',
  name_en: 'Glass jar 200ml',
  option_name: '앰버',
  option_name_en: 'Amber',
  thumb_image: '/media/jar.webp',
  quantity: 2,
  is_custom: false,
  price: { available: true, unit_price: 3000, list_price: 3000, stock: 40 },
};
const price = { unitPrice: 31_500, name: '[맞춤 제작] 거실 캔들 200ml', nameEn: '[Made to order] 거실 캔들 200ml' };

describe('studio lines in the checkout', () => {
  it('are priced by the studio, named by the formula and made to order, bounded by the vessel’s stock', () => {
    expect(withStudioPrice(vessel, price)).toMatchObject({
      name: price.name,
      name_en: price.nameEn,
      option_name: null,
      is_custom: true,
      price: { available: true, unit_price: 31_500, list_price: 31_500, stock: 40 },
    });
  });

  it('cannot be ordered when the studio refuses the quote (a sold-out oil, a base without its safety number)', () => {
    const refused = withStudioPrice(vessel, { refused: '품절된 재료가 있습니다.' });
    expect(refused.price).toMatchObject({ available: false, reason: 'not_for_sale', stock: 40 });
    expect(refused.is_custom).toBe(true);
  });

  it('stay unorderable when the vessel itself is sold out', () => {
    const out = withStudioPrice(
      { ...vessel, price: { available: false, reason: 'sold_out', unit_price: 3000, list_price: 3000, stock: 0 } },
      price,
    );
    expect(out.price).toMatchObject({ available: false, reason: 'sold_out', unit_price: 31_500 });
  });

  it('leave other lines alone', () => {
    expect(withStudioPrice(vessel, undefined)).toBe(vessel);
  });

  it('show in the cart with the studio price and no options to switch to', () => {
    const view = {
      product_name: vessel.name,
      product_name_en: vessel.name_en,
      option_name: '앰버',
      option_name_en: 'Amber',
      unit_price: 3000,
      list_price: 3000,
      quantity: 2,
      line_total: 6000,
      available: true,
      unavailable_reason: null,
      is_custom: false,
      options: [{ id: 1 }],
    };
    expect(withStudioView(view, price)).toMatchObject({
      unit_price: 31_500,
      line_total: 63_000,
      is_custom: true,
      options: [],
    });
  });

  it('know a snapshot from anything else', () => {
    expect(isStudioSnapshot({ composition: {}, name: '거실 캔들' })).toBe(true);
    expect(isStudioSnapshot(null)).toBe(false);
    expect(isStudioSnapshot({ name: 1 })).toBe(false);
  });
});
