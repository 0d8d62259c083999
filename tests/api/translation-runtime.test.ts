import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { page, visitors } from '../support/html';

// Spec §4 and §7, translation at run time: an English page lists the terms it showed in Korean for
// want of a translation, for the browser to ask for; the terms call records them and answers what it
// knows; a language goes with its currency.

let ko: ApiClient;
let en: ApiClient;
beforeAll(() => {
  ({ ko, en } = visitors(inject('baseUrl')));
});

const listed = (html: string): { s: string; v?: Record<string, string | number> }[] => {
  const found = html.match(/<script type="application\/json" id="missing-terms">([^<]*)<\/script>/);
  return found ? JSON.parse(found[1] ?? '[]') : [];
};

describe('the missing terms of a page (spec §4)', () => {
  it('an English page lists the Korean it showed for want of a translation, just before </body>, and nothing it could translate', async () => {
    const html = await page(en, '/');
    const terms = listed(html).map((t) => t.s);
    // The weekly line-up's links are written by editors in Korean only.
    expect(terms).toContain('컨테이너용 소이왁스');
    expect(terms).toContain('프렌치 라벤더 오일');
    // Shipped translations are not listed, nor is text with no Korean in it.
    expect(terms).not.toContain('유리 캔들 용기');
    expect(terms).not.toContain('Weekly Line-up');
    expect(html).toMatch(/<script type="application\/json" id="missing-terms">[^<]*<\/script>\s*<\/body>/);
    const pkg = (await (await en.get('/api/translation-ai/package?locale=en')).json()) as Record<string, string>;
    for (const term of terms) expect(pkg[term], term).toBeUndefined();
    // The page brings the script that asks for them.
    expect(html).toMatch(/<script type="module" src="\/_astro\/MissingTerms[^"]*"><\/script>/);
  });

  it('a Korean page lists nothing and brings no translation script', async () => {
    const html = await page(ko, '/');
    expect(html).not.toContain('id="missing-terms"');
    expect(html).not.toContain('/_astro/MissingTerms');
  });

  it('the terms call records a missing term and answers the translations it knows (no model here: none yet)', async () => {
    const res = await en.post('/api/translation-ai/terms', {
      locale: 'en',
      terms: { '컨테이너용 소이왁스': '컨테이너용 소이왁스', '유리 캔들 용기': '유리 캔들 용기', '': 'x' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ '유리 캔들 용기': 'Glass candle jars' });
  });

  it('the terms call refuses Korean as a target and too long a term with 422', async () => {
    const korean = await en.post('/api/translation-ai/terms', { locale: 'kr', terms: { 장바구니: '장바구니' } });
    expect(korean.status).toBe(422);
    expect((await korean.json()).errors.locale).toBeDefined();
    const long = '가'.repeat(501);
    const tooLong = await en.post('/api/translation-ai/terms', { locale: 'en', terms: { [long]: long } });
    expect(tooLong.status).toBe(422);
  });
});
