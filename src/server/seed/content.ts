import type { Executor } from '../db/client.ts';
import { contentPages, faqs, noticeFiles, notices } from '../db/schema/index.ts';
import { FAQS } from './faq.data.ts';
import { type NoticeSeed, SHOP_NOTICES, TSSA_NOTICES } from './notices.data.ts';
import { pageSeeds } from './pages.data.ts';
import { daysAgo } from './random.ts';
import { samplePdf } from './sample-pdf.ts';

/** Notices (newest first in the lists), their attachments, the FAQ and every content page. */
export async function seedContent(db: Executor, now: number): Promise<void> {
  const boards: { board: string; n: NoticeSeed; at: Date }[] = [
    ...SHOP_NOTICES.map((n, i) => ({ board: 'shop', n, at: daysAgo(i * 11 + 1, now, 10) })),
    ...TSSA_NOTICES.map((n, i) => ({ board: 'tssa', n, at: daysAgo(i * 17 + 3, now, 11) })),
  ];
  const made = await db
    .insert(notices)
    .values(
      boards.map(({ board, n, at }, i) => ({
        board,
        title: n.title,
        title_en: n.title_en,
        body: n.body,
        body_en: n.body_en,
        is_pinned: n.pinned ?? false,
        view_count: 60 + ((i * 137) % 900),
        published_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .returning({ id: notices.id });
  const size = samplePdf().length;
  const files = boards.flatMap(({ n }, i) =>
    (n.files ?? []).map((f) => ({
      notice_id: made[i]?.id as number,
      file_name: f.name,
      stored_name: f.path,
      mime: 'application/pdf',
      size,
    })),
  );
  if (files.length) await db.insert(noticeFiles).values(files);

  await db.insert(faqs).values(
    FAQS.map(([category, category_en, question, question_en, answer, answer_en], i) => ({
      category,
      category_en,
      question,
      question_en,
      answer,
      answer_en,
      sort_order: i,
      published_at: daysAgo(300 - i, now),
      created_at: daysAgo(300 - i, now),
      updated_at: daysAgo(300 - i, now),
    })),
  );

  await db.insert(contentPages).values(
    pageSeeds().map((p, i) => ({
      kind: p.kind,
      slug: p.slug,
      title: p.title[0],
      title_en: p.title[1],
      summary: p.summary?.[0] ?? '',
      summary_en: p.summary?.[1] ?? '',
      body: p.body[0],
      body_en: p.body[1],
      thumb_image: p.thumb_image ?? '',
      starts_at: p.window ? daysAgo(-p.window[0], now, 0) : null,
      ends_at: p.window ? daysAgo(-p.window[1], now, 23) : null,
      sort_order: i,
      created_at: daysAgo(200 - i * 7, now),
    })),
  );
}
