import { eq } from 'drizzle-orm';
import { seoulClock } from '~/lib/dates';
import type { Executor } from '../db/client.ts';
import { boardFiles, boardPosts, mediaFiles, members } from '../db/schema/index.ts';
import { DOCUMENT_BOARD, DOCUMENT_FOLDER } from '../documents/document.options.ts';
import { DOCUMENTS, type DocumentSeed } from './documents.data.ts';
import { daysAgo } from './random.ts';
import { pdfPage } from './sample-pdf.ts';

/** A document's texts with `{year}` made the year it is published. */
function dated(d: DocumentSeed, at: Date): DocumentSeed {
  const year = seoulClock(at).year;
  const fill = (text: string) => text.replaceAll('{year}', year);
  return {
    ...d,
    title: fill(d.title),
    title_en: fill(d.title_en),
    body: fill(d.body),
    body_en: fill(d.body_en),
    files: d.files.map((f) => ({ ...f, name: fill(f.name), heading: fill(f.heading), lines: f.lines.map(fill) })),
  };
}

/** The document board, published by the administrator, with PDFs written here and download counts. */
export async function seedDocuments(db: Executor, now: number): Promise<void> {
  const documents = DOCUMENTS.map((d) => {
    const at = daysAgo(d.days, now, 10);
    return { d: dated(d, at), at };
  });
  const [admin] = await db.select({ id: members.id }).from(members).where(eq(members.login_id, 'admin'));
  const posts = await db
    .insert(boardPosts)
    .values(
      documents.map(({ d, at }) => {
        return {
          board: DOCUMENT_BOARD,
          member_id: admin?.id ?? null,
          author_name: '에반스캔들',
          title: d.title,
          body: d.body,
          fields: {
            category: d.category,
            title_en: d.title_en,
            body_en: d.body_en,
            is_pinned: d.pinned ?? false,
            published_at: at.toISOString(),
          },
          created_at: at,
          updated_at: at,
        };
      }),
    )
    .returning({ id: boardPosts.id });
  const files = documents.flatMap(({ d }, i) =>
    d.files.map((f, j) => ({
      postId: posts[i]?.id as number,
      path: `${DOCUMENT_FOLDER}/seed-${i + 1}-${j + 1}.pdf`,
      f,
    })),
  );
  const pdfs = files.map(({ path, f }) => ({ path, bytes: pdfPage(f.heading, f.lines) }));
  await db
    .insert(mediaFiles)
    .values(pdfs.map((p) => ({ path: p.path, mime: 'application/pdf', bytes: p.bytes, width: 0, height: 0 })))
    .onConflictDoNothing();
  await db.insert(boardFiles).values(
    files.map(({ postId, path, f }, i) => ({
      post_id: postId,
      file_name: f.name,
      stored_name: path,
      mime: 'application/pdf',
      size: pdfs[i]?.bytes.length ?? 0,
      download_count: f.downloads,
    })),
  );
}
