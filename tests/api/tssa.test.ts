// The TSSA pages (spec 2.3), over HTTP against the built shop on its seeded database.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import { BOOKS, CLASSES } from '~/server/seed/workshop.data';
import type { ApiClient } from '../support/api-client';
import { canonical, decode, HTML, h1, main, page, text, visitors } from '../support/html';

let ko: ApiClient;
let en: ApiClient;
beforeAll(() => {
  ({ ko, en } = visitors(inject('baseUrl')));
});

describe('the TSSA pages (spec 2.3)', () => {
  type Notice = { id: number; title: string; title_en: string };
  /** The class cards on a page: each one's title and the markup of the card. */
  const classCards = (html: string) =>
    html
      .split('<article class="class-card"')
      .slice(1)
      .map((rest) => rest.slice(0, rest.indexOf('</article>')))
      .map((card) => ({ title: decode(card.match(/class="class-card__title">([^<]*)</)?.[1] ?? ''), card }));
  const titles = (kinds: string[]) =>
    CLASSES.filter((c) => kinds.includes(c.kind))
      .sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind))
      .map((c) => c.title);
  const booksNewestFirst = [...BOOKS].sort((a, b) => b.published_on.localeCompare(a.published_on));

  it('/tssa introduces the school with its classes, newest notices, books and how to sign up', async () => {
    const html = await page(ko, '/tssa');
    expect(h1(html)).toBe('캔들·디퓨저 공방 클래스');
    expect(html).toContain('<title>TSSA | 에반스캔들</title>');
    expect(canonical(html)).toBe(new URL('/tssa', inject('baseUrl')).href);
    const body = main(html);

    // Every open class, certificate courses first, each with its next two sessions.
    const cards = classCards(body);
    expect(cards.map((c) => c.title)).toEqual(titles(['certificate', 'one-day', 'studio']).map((t) => t[0]));
    for (const { card } of cards) expect(card.match(/<time /g)).toHaveLength(2);
    expect(body).toContain('href="/tssa/class-product"');

    // The five newest TSSA notices in the board's order, each linking to its page; shop notices stay out.
    const notices = await ko.json<{ data: Notice[] }>(ko.get('/api/v1/notice?board=tssa&per_page=5'));
    expect(notices.data.length).toBeGreaterThan(0);
    const listed = [...body.matchAll(/<a href="\/tssa\/notice\/(\d+)"[^>]*>([^<]*)<\/a>/g)].map((m) => Number(m[1]));
    expect(listed).toEqual(notices.data.map((n) => n.id));
    const shop = await ko.json<{ data: Notice[] }>(ko.get('/api/v1/notice?board=shop&per_page=3'));
    for (const n of shop.data) expect(body).not.toContain(`/notice/${n.id}"`);

    // The reading list's four newest books as product cards, and the way to the whole list.
    const books = body.slice(body.indexOf('id="tssa-books"'));
    const cardNames = [...books.matchAll(/<h3 class="card__name"><a href="\/shop\/product\/\d+">([^<]*)<\/a>/g)].map(
      (m) => decode(m[1] as string),
    );
    expect(cardNames).toEqual(booksNewestFirst.slice(0, 4).map((b) => b.title));
    expect(body).toContain('href="/tssa/books"');

    // Signing up goes by the shop's phone and hours from its settings.
    const { phone, hours } = SEED_SETTINGS.shop ?? { phone: '', hours: { weekdays: '' } };
    expect(text(body)).toContain(phone);
    expect(text(body)).toContain(hours.weekdays);
    expect(body).toContain(`href="tel:${phone.replace(/[^\d+]/g, '')}"`);
  });

  it('/tssa/class-product shows the courses and one-day classes with fee, length and five coming sessions, a full one as full', async () => {
    const html = await page(ko, '/tssa/class-product');
    expect(h1(html)).toBe('TSSA 클래스');
    const cards = classCards(main(html));
    expect(cards.map((c) => c.title)).toEqual(titles(['certificate', 'one-day']).map((t) => t[0]));
    for (const { title, card } of cards) {
      const seeded = CLASSES.find((c) => c.title[0] === title);
      expect(card.match(/<time /g), title).toHaveLength(5);
      // The seed fills each class's first session.
      expect(text(card), title).toMatch(/ 마감 .*잔여 \d+석/);
      expect(text(card), title).toContain(`₩${seeded?.price.toLocaleString('ko-KR')}`);
      expect(card, title).toContain('class="class-card__text"');
    }
    expect(text(main(html))).toContain(SEED_SETTINGS.shop?.phone ?? '');
  });

  it('/tssa/studio shows the open studio alone; /tssa/books the reading list newest first, linked to the products', async () => {
    const studio = await page(ko, '/tssa/studio');
    expect(h1(studio)).toBe('TSSA 스튜디오');
    expect(classCards(main(studio)).map((c) => c.title)).toEqual(titles(['studio']).map((t) => t[0]));

    const list = main(await page(ko, '/tssa/books'));
    const listed = [
      ...list.matchAll(/<h2 class="tssa-books__title"[^>]*>\s*<a href="\/shop\/product\/(\d+)"[^>]*>([^<]*)<\/a>/g),
    ];
    expect(listed.map((m) => decode(m[2] as string))).toEqual(booksNewestFirst.map((b) => b.title));
    for (const b of booksNewestFirst) expect(text(list)).toContain(`${b.author} · ${b.publisher}`);
    // Each link leads to that book's product page.
    const [, id, name] = listed[0] as RegExpMatchArray;
    expect(h1(await page(ko, `/shop/product/${id}`))).toContain(decode(name as string));
  });

  it('read in English with the language cookie, prices in dollars', async () => {
    const front = await page(en, '/tssa');
    expect(h1(front)).toBe('Candle and diffuser workshop classes');
    const notices = await en.json<{ data: Notice[] }>(en.get('/api/v1/notice?board=tssa&per_page=5'));
    expect(decode(main(front))).toContain((notices.data[0] as Notice).title_en);
    const classes = await page(en, '/tssa/class-product');
    expect(h1(classes)).toBe('TSSA classes');
    expect(classCards(main(classes)).map((c) => c.title)).toEqual(titles(['certificate', 'one-day']).map((t) => t[1]));
    expect(text(main(classes))).toMatch(/Fee \$[\d,.]+ /);
    expect(text(main(classes))).toMatch(/\d+ seats left/);
    expect(h1(await page(en, '/tssa/studio'))).toBe('TSSA studio');
    const books = await page(en, '/tssa/books');
    expect(h1(books)).toBe('TSSA books');
    expect(decode(main(books))).toContain((booksNewestFirst[0] as (typeof BOOKS)[number]).title_en);
  });

  it('every TSSA page carries the TSSA menu, marking the page the visitor is on', async () => {
    const paths = [
      '/tssa',
      '/tssa/about',
      '/tssa/category',
      '/tssa/class-product',
      '/tssa/studio',
      '/tssa/books',
      '/tssa/notice',
    ];
    for (const path of paths) {
      const nav =
        main(await page(ko, path)).match(/<nav class="pills" aria-label="TSSA 메뉴"[\s\S]*?<\/nav>/)?.[0] ?? '';
      expect(
        [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
        path,
      ).toEqual(paths);
      expect(nav, path).toMatch(new RegExp(`href="${path}" aria-current="page"`));
    }
  });

  it('every link in the header and footer of the home page leads somewhere (the header links to /tssa)', async () => {
    const home = await page(ko, '/');
    const shell = home.replace(/<main[\s\S]*<\/main>/, '');
    const links = new Set(
      [...shell.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)]
        .map((m) => decode(m[1] as string))
        .filter((href) => !href.startsWith('//')),
    );
    expect(links).toContain('/tssa');
    // Four at a time: some fifty pages rendered one after another can outlast a test's limit on a busy machine.
    const all = [...links];
    for (let i = 0; i < all.length; i += 4) {
      await Promise.all(
        all.slice(i, i + 4).map(async (href) => {
          const res = await ko.get(href, HTML);
          await res.arrayBuffer();
          expect(res.status, href).toBeLessThan(400);
        }),
      );
    }
  }, 120_000);
});
