import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { posterSvg } from './posters.ts';
import { IMAGE_KINDS, productSvg, variantsOf } from './product-art.ts';

describe('generated pictures', () => {
  it('draws every product kind in several colours, with no words on the picture', () => {
    for (const kind of IMAGE_KINDS) {
      expect(variantsOf(kind)).toBeGreaterThanOrEqual(5);
      const svgs = [0, 1].map((v) => productSvg(kind, v));
      expect(svgs[0]).not.toBe(svgs[1]);
      for (const svg of svgs) expect(svg).not.toContain('<text');
    }
  });

  it('renders to 800×800 product pictures', async () => {
    for (const kind of ['jar-candle', 'wax', 'diffuser'] as const) {
      const meta = await sharp(Buffer.from(productSvg(kind, 3))).metadata();
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
  });

  it('escapes the copy of a poster', () => {
    const svg = posterSvg({
      width: 720,
      height: 900,
      tint: 0,
      eyebrow: 'A & B',
      title: '<b>',
      subtitle: '',
      items: [],
    });
    expect(svg).toContain('A &amp; B');
    expect(svg).not.toContain('<b>');
  });
});
