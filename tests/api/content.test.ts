import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import type { ApiClient } from '../support/api-client';
import { canonical, decode, h1, main, page, text, visitors } from '../support/html';

/** The page's module scripts and islands: what JavaScript it ships. */
const scripts = (html: string) => [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]).sort();

let ko: ApiClient;
let en: ApiClient;
beforeAll(() => {
  ({ ko, en } = visitors(inject('baseUrl')));
});

/** The address of the card titled `title` on a list page. */
async function cardHref(list: string, title: string): Promise<string> {
  const html = await page(ko, list);
  const link = [...html.matchAll(/<a class="cards__link"[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].find(
    (m) => decode(m[2] ?? '') === title,
  );
  expect(link, `${title} on ${list}`).toBeDefined();
  return link?.[1] as string;
}

describe('content and customer pages', () => {
  it('answer 200 with their seeded titles in Korean and, with the language cookie, in English', async () => {
    const guide = await cardHref('/contents/diy', '소이 컨테이너 캔들 만들기');
    const promo = await cardHref('/contents/promotion', '겨울 캔들 위크');
    const pages: [string, string, string][] = [
      ['/contents/company', '회사 소개', 'About us'],
      ['/contents/store', '오프라인 매장', 'Offline store'],
      ['/contents/privacy', '개인정보처리방침', 'Privacy policy'],
      ['/contents/privacy?type=terms', '이용약관', 'Terms of use'],
      ['/contents/diy', 'DIY 가이드', 'DIY guides'],
      [guide, '소이 컨테이너 캔들 만들기', 'Making a soy container candle'],
      ['/contents/promotion', '기획전', 'Promotions'],
      [promo, '겨울 캔들 위크', 'Winter Candle Week'],
      ['/contents/select/1', '에디터의 선택: 첫 캔들', "Editor's pick: your first candle"],
      ['/contents/select/3', '에디터의 선택: 불 없이 즐기는 향', "Editor's pick: scent without a flame"],
      ['/contents/candle-safety', '캔들 안전 수칙', 'Candle safety'],
      ['/customer/center', '고객센터', 'Customer Center'],
      ['/customer/faq', '자주 묻는 질문', 'FAQ'],
      ['/customer/shipment-cost', '배송비 안내', 'Shipping costs'],
    ];
    for (const [path, korean, english] of pages) {
      const html = await page(ko, path);
      expect(h1(html), path).toBe(korean);
      expect(html, path).toContain(`<title>${korean.replace("'", '&#39;')} | 에반스캔들</title>`);
      expect(canonical(html), path).toBe(new URL(path, inject('baseUrl')).href);
      expect(h1(await page(en, path)), path).toBe(english);
    }
  });

  it('render the 404 page with status 404 for unknown ids and paths', async () => {
    const promo = await cardHref('/contents/promotion', '겨울 캔들 위크');
    const promoId = promo.split('/').pop();
    for (const path of [
      '/contents/diy/999999',
      '/contents/diy/abc',
      '/contents/diy/1.5',
      `/contents/diy/${promoId}`,
      '/contents/promotion/999999',
      '/contents/select/99',
      '/contents/select/abc',
      '/contents/no-such-page',
      '/contents',
    ]) {
      expect(h1(await page(ko, path, 404)), path).toBe('페이지를 찾을 수 없습니다');
    }
  });

  it('serve the privacy policy and, with type=terms, the terms of use on one route', async () => {
    const privacy = main(await page(ko, '/contents/privacy'));
    const terms = main(await page(ko, '/contents/privacy?type=terms'));
    expect(text(privacy)).toContain('수집하는 개인정보');
    expect(text(privacy)).not.toContain('청약 철회');
    expect(text(terms)).toContain('청약 철회');
    expect(text(terms)).not.toContain('수집하는 개인정보');
    expect(terms).toMatch(/<a href="\/contents\/privacy\?type=terms" aria-current="page"[^>]*>이용약관<\/a>/);
    expect(privacy).toMatch(/<a href="\/contents\/privacy" aria-current="page"[^>]*>개인정보처리방침<\/a>/);
    expect(h1(await page(ko, '/contents/privacy?type=other'))).toBe('개인정보처리방침');
  });

  it("show the shipping settings' fees, threshold and remote postcode ranges, in won and in dollars", async () => {
    const { shipping, exchange_rate } = SEED_SETTINGS;
    const won = (n: number) => `₩${n.toLocaleString('ko-KR')}`;
    const korean = text(main(await page(ko, '/customer/shipment-cost')));
    expect(korean).toContain(`기본 배송비 ${won(shipping.base_fee)}`);
    expect(korean).toContain(`${won(shipping.free_threshold)} 이상 구매 시`);
    for (const area of shipping.remote_areas)
      expect(korean).toContain(`${area.name} ${area.from} ~ ${area.to} ${won(area.fee)}`);
    // The worked example below the threshold in a remote area pays both fees.
    const jeju = shipping.remote_areas[0];
    expect(korean).toContain(
      `${won(shipping.free_threshold - 20_000)} ${jeju?.name} ${won(shipping.base_fee + (jeju?.fee ?? 0))}`,
    );

    const english = text(main(await page(en, '/customer/shipment-cost')));
    const usd = (n: number) => `$${(Math.round((n / exchange_rate.krw_per_usd) * 100) / 100).toFixed(2)}`;
    expect(english).toContain(`Base fee ${usd(shipping.base_fee)} (${won(shipping.base_fee)})`);
    expect(english).toContain(`Jeju ${jeju?.from} ~ ${jeju?.to}`);
  });

  it('show the customer center phone, hours and bank account from the settings, and link every service', async () => {
    const { shop, bank } = SEED_SETTINGS;
    const html = main(await page(ko, '/customer/center'));
    const words = text(html);
    for (const s of [
      shop.phone,
      shop.hours.weekdays,
      shop.hours.lunch,
      shop.hours.closed,
      bank.bank_name,
      bank.account_no,
    ])
      expect(words).toContain(s);
    for (const href of [
      '/customer/notice',
      '/customer/faq',
      '/customer/product-inquiry',
      '/customer/product-review',
      '/customer/shipment-cost',
      '/shop/my_order_view',
      '/customer/wholesale-apply',
      '/customer/dealer-apply',
    ])
      expect(html).toContain(`href="${href}"`);
    expect(text(main(await page(en, '/customer/center')))).toContain(shop.hours.closed_en);
  });

  it('group the FAQ by category and show one category when the query names it', async () => {
    const all = main(await page(ko, '/customer/faq'));
    const headings = [...all.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(expect.arrayContaining(['주문/결제', '배송', '교환/반품']));
    expect(all.match(/<details/g)?.length).toBe(19);
    const shipping = main(await page(ko, `/customer/faq?category=${encodeURIComponent('배송')}`));
    expect([...shipping.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1])).toEqual(['배송']);
    expect(text(shipping)).toContain('배송비는 얼마인가요?');
    expect(text(shipping)).not.toContain('무통장입금은 언제까지');
    expect(text(main(await page(en, '/customer/faq')))).toContain('How much is shipping?');
  });

  it('ship no JavaScript of their own and no script from stored content', async () => {
    const shell = scripts(await page(ko, '/customer/notice'));
    const guide = await cardHref('/contents/diy', '소이 컨테이너 캔들 만들기');
    // A guide's body, as stored, runs nothing.
    const body = (await page(ko, guide)).match(/<div class="article__body prose"[^>]*>([\s\S]*?)<\/div><script/)?.[1];
    expect(body).toContain('준비물');
    expect(body).not.toMatch(/<script|<astro-island|\son[a-z]+=/i);
    // Besides the shell's islands on every page, the guide has one: the shop's own materials list.
    const islands = (html: string) => [...html.matchAll(/component-export="(\w+)"/g)].map((m) => m[1]).sort();
    expect(islands(await page(ko, guide))).toEqual(
      [...islands(await page(ko, '/customer/notice')), 'GuideMaterials'].sort(),
    );
    for (const path of [
      '/contents/company',
      '/contents/privacy',
      '/contents/select/1',
      '/customer/center',
      '/customer/faq',
      '/customer/shipment-cost',
    ]) {
      const html = await page(ko, path);
      expect(main(html), path).not.toMatch(/<script|<astro-island|\son[a-z]+=/i);
      expect(scripts(html), path).toEqual(shell);
    }
  });

  it('list the DIY guides as cards with picture and date, each guide linking its neighbours', async () => {
    const list = main(await page(ko, '/contents/diy'));
    expect(list.match(/class="cards__item"/g)?.length).toBe(7);
    expect(list).toMatch(/<img class="cards__image"[^>]*src="\/media\/guides\/[a-z-]+\.webp\?w=480"/);
    expect(list).toMatch(/<time class="cards__date" datetime="[^"]+"[^>]*>\d{4}\.\d{2}\.\d{2}<\/time>/);
    expect(list).not.toContain('class="pager"');
    const guide = main(await page(ko, await cardHref('/contents/diy', '리드 디퓨저 만들기')));
    expect(guide).toContain('aria-label="다른 DIY 가이드"');
    expect(text(guide)).toContain('소이 컨테이너 캔들 만들기');
  });

  it('list content pages in the sitemap', async () => {
    const xml = await (await ko.get('/sitemap-pages.xml')).text();
    const guide = await cardHref('/contents/diy', '소이 컨테이너 캔들 만들기');
    for (const path of [
      guide,
      '/contents/select/1',
      '/contents/privacy?type=terms',
      '/contents/candle-safety',
      '/customer/faq',
    ])
      expect(xml).toContain(`${new URL(path, inject('baseUrl')).href}</loc>`);
  });
});
