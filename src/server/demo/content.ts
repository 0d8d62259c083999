import type { Executor } from '../db/client.ts';
import {
  books,
  classSessions,
  cmsPages,
  contentPages,
  faqs,
  instagramItems,
  noticeFiles,
  notices,
  popups,
  trends,
  weekPicks,
  workshopClasses,
} from '../db/schema/index.ts';
import { BOOKS, CLASSES, daysAgo, classSessions as sessionsFor } from './extras.ts';
import { FAQS } from './faq.ts';
import { html, SHOP_NOTICES, TSSA_NOTICES } from './notices.ts';
import { demoPages } from './pages.ts';
import { INSTAGRAM_POSTS, MAIN_BANNER, POPUPS, TREND_TEMPLATE, WEEK_PICKS } from './promotions.ts';

/** Notices, FAQ, pages, promotions and the workshop: everything but the catalog and members. */
export async function seedContent(db: Executor): Promise<void> {
  const boards = [
    ...SHOP_NOTICES.map((n, i) => ({ board: 'shop', n, at: daysAgo(i * 9 + 1) })),
    ...TSSA_NOTICES.map((n, i) => ({ board: 'tssa', n, at: daysAgo(i * 12 + 3) })),
  ];
  const made = await db
    .insert(notices)
    .values(
      boards.map(({ board, n: [title, title_en, body, body_en, pinned], at }) => ({
        board,
        title,
        title_en,
        body: html(body),
        body_en: html(body_en),
        is_pinned: pinned ?? false,
        created_at: at,
        updated_at: at,
        view_count: 40 + title.length * 7,
      })),
    )
    .returning({ id: notices.id, title: notices.title });
  const withFiles = made.filter((_, i) => i === 0 || i === 3 || i === 6);
  await db.insert(noticeFiles).values(
    withFiles.map((n) => ({
      notice_id: n.id,
      file_name: '안내문.pdf',
      stored_name: 'files/notice-guide.pdf',
      mime: 'application/pdf',
      size: 182,
    })),
  );

  await db.insert(faqs).values(
    FAQS.map(([category, category_en, question, question_en, answer, answer_en], i) => ({
      category,
      category_en,
      question,
      question_en,
      answer,
      answer_en,
      sort_order: i,
    })),
  );
  await db.insert(contentPages).values(demoPages());

  await db
    .insert(cmsPages)
    .values({ name: 'main-banner', template: MAIN_BANNER, link: '/register', link_en: '/register' });
  await db.insert(trends).values({
    title: 'Weekly Line-up',
    template: TREND_TEMPLATE,
    data: { week: 'current', categories: [1, 3, 6, 13] },
  });
  await db.insert(popups).values(
    POPUPS.map((p, i) => ({
      type: p.type,
      title: p.title,
      thumbnail_ko: `/media/popups/${i + 1}-ko.webp`,
      thumbnail_en: `/media/popups/${i + 1}-en.webp`,
      link: p.link,
      link_en: p.link_en,
      sort_order: i,
    })),
  );
  await db.insert(weekPicks).values(
    WEEK_PICKS.map((w) => ({
      week_no: w.week_no,
      starts_on: w.starts_on,
      ends_on: w.ends_on,
      discount_rate: w.discount_rate,
      title: w.title,
      title_en: w.title_en,
      image: `/media/week-picks/week-${w.week_no}.webp`,
      link_type: w.link.type,
      link_id: w.link.id,
    })),
  );
  await db.insert(instagramItems).values(
    INSTAGRAM_POSTS.map((p, i) => ({
      media_url: `/media/instagram/${p.code}.${p.ext}`,
      permalink: `https://www.instagram.com/p/${p.code}/`,
      caption: '',
      posted_at: daysAgo(i * 3),
    })),
  );

  for (const [i, c] of CLASSES.entries()) {
    const [row] = await db
      .insert(workshopClasses)
      .values({
        ...c,
        body: `<p>${c.summary}</p>`,
        body_en: `<p>${c.summary_en}</p>`,
        image: `/media/products/${i % 2 ? 'diffuser' : 'jar-candle'}-${i}.webp`,
      })
      .returning({ id: workshopClasses.id });
    if (row) await db.insert(classSessions).values(sessionsFor(i).map((s) => ({ ...s, class_id: row.id })));
  }
  await db.insert(books).values(BOOKS.map((b, i) => ({ ...b, image: `/media/products/book-${i}.webp` })));
}
