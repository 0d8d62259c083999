import { describe, expect, it } from 'vitest';
import { productImagePath, productSvg } from './images/product-art';
import { SCENT_TONES } from './images/product-look';
import { productLook, productLooks } from './product-looks';

describe('product pictures that tell products apart', () => {
  it('oils take their scent family from their category and show the size their card prices', () => {
    expect(productLook('fo-floral', '프렌치 라벤더 프래그런스 오일', true)).toEqual({
      scent: 'floral',
      volume: '50ml',
    });
    expect(productLook('fo-woody', '샌달우드 프래그런스 오일', false)).toEqual({ scent: 'woody', volume: '100ml' });
    expect(productLook('eo-single', '라벤더 에센셜 오일', false)).toEqual({ scent: 'herbal', volume: '10ml' });
  });

  it('finished candles and diffusers take their family from their name; unscented supplies show only a size', () => {
    expect(productLook('candle', '레몬 바질 소이 캔들', true).scent).toBe('citrus');
    expect(productLook('reed-diffuser', '블랙 체리 디퓨저', true).scent).toBe('fruity');
    expect(productLook('soy', '골든브랜즈 소이왁스 464', false)).toEqual({ scent: undefined, volume: '1kg' });
    // Jars keep their colour pictures, which their swatches open.
    expect(productLook('jar', '유리 캔들 용기 200ml', false)).toEqual({});
  });

  it('each family is drawn in its own colour with a volume badge, in a file of its own', () => {
    const floral = productSvg('dropper', 0, { scent: 'floral', volume: '50ml' });
    expect(floral).toContain(SCENT_TONES.floral);
    expect(floral).toContain('>50ml</text>');
    expect(productSvg('dropper', 0, { scent: 'woody', volume: '50ml' })).not.toContain(SCENT_TONES.floral);
    expect(productImagePath('dropper', 0, { scent: 'floral', volume: '50ml' })).toBe(
      'products/dropper-0-floral-50ml.webp',
    );
    expect(productImagePath('dropper', 3)).toBe('products/dropper-3.webp');
  });

  it('the seed renders every look once: the six fragrance families apart, in both sizes they are sold in', () => {
    const looks = productLooks();
    const paths = looks.map((l) => productImagePath(l.kind, 0, l.look));
    expect(new Set(paths).size).toBe(paths.length);
    for (const scent of ['floral', 'fruity', 'woody', 'citrus', 'gourmand', 'signature'])
      for (const volume of ['50ml', '100ml']) expect(paths).toContain(`products/dropper-0-${scent}-${volume}.webp`);
    expect(looks.length).toBeLessThan(60);
  });
});
