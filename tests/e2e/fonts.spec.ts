import { expect, test } from './fixtures';

// components/layout/FontPreload.astro preloads the shop's own Pretendard subset: a preloaded file that a
// page does not draw with is bytes a first visit pays for nothing (and a console warning). The subset
// holds every character of the shop's own text, so its pages fetch no other font file.
for (const lang of ['ko', 'en'] as const) {
  test(`the preloaded font is drawn with and no other font file is fetched, in ${lang === 'ko' ? 'Korean' : 'English'} @mobile`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (lang === 'en') {
      await context.addCookies([
        { name: 'shop_lang', value: 'en', url: baseURL ?? '' },
        { name: 'shop_currency', value: 'usd', url: baseURL ?? '' },
      ]);
    }
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname.split('/').pop() ?? '');
    });
    for (const path of ['/', '/shop/category/3', '/shop/product/10', '/customer/notice/3', '/contents/diy/1']) {
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const faces = await page.evaluate(() => {
        const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
          (l) => new URL(l.href).pathname,
        );
        // The @font-face rules name each subset's file and its unicode-range; the page's FontFace objects
        // carry the same range and whether the page's text asked for them ("loaded") or not ("unloaded").
        const rangeOf = new Map<string, string>();
        for (const sheet of [...document.styleSheets]) {
          for (const rule of [...sheet.cssRules]) {
            if (!(rule instanceof CSSFontFaceRule)) continue;
            const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
            if (url) rangeOf.set(new URL(url, location.href).pathname, rule.style.getPropertyValue('unicode-range'));
          }
        }
        const statusOf = (range: string | undefined) =>
          [...document.fonts].find((f) => f.unicodeRange.replace(/\s/g, '') === range?.replace(/\s/g, ''))?.status;
        return preloaded.map((file) => ({ file: file.split('/').pop(), status: statusOf(rangeOf.get(file)) }));
      });
      expect(faces.length, path).toBeGreaterThan(0);
      expect(
        faces.filter((f) => f.status !== 'loaded'),
        path,
      ).toEqual([]);
    }
    expect(new Set(fonts.map((f) => f.replace(/\.[\w-]+\.woff2$/, '.woff2')))).toEqual(
      new Set(['pretendard-shop.woff2']),
    );
  });
}
