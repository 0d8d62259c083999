import { describe, expect, it } from 'vitest';
import { measureEnglish, pageTitle, visibleTexts } from './page-coverage';

describe('the English coverage of a page (spec §4: the English site shows English)', () => {
  const html = `<!doctype html><html><head><title>Soy wax &amp; wicks</title><script>const 한글 = 1</script></head>
    <body><h1>Soy wax</h1><p>무료배송</p><img src="/a.webp" alt="소이왁스 사진"><button aria-label="Add to cart">+</button>
    <script>alert('숨은 글')</script><style>.a::after{content:'가'}</style><template><p>템플릿</p></template>
    <p>Price &#8361;3,000</p><span>   </span><p>123</p></body></html>`;

  it('counts the text a visitor reads or hears: text, alt, aria-label; not scripts, styles, templates, numbers alone', () => {
    expect(visibleTexts(html).sort()).toEqual(
      ['Add to cart', 'Price ₩3,000', 'Soy wax', '무료배송', '소이왁스 사진'].sort(),
    );
  });

  it('takes each piece with a Korean letter as not English', () => {
    const m = measureEnglish(html);
    expect(m).toMatchObject({ pieces: 5, korean: 2, left: ['무료배송', '소이왁스 사진'] });
    expect(m.share).toBeCloseTo(0.6);
    expect(measureEnglish(html, (piece) => piece === '무료배송').korean).toBe(1);
  });

  it("reads the page's title", () => {
    expect(pageTitle(html)).toBe('Soy wax & wicks');
  });
});
