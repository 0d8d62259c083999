/**
 * The content studio: editors write the shop's content pages (DIY guides, promotions, Select pages,
 * the company, store, privacy and terms pages, generic /contents pages) as drafts, preview them as
 * visitors will see them, and publish now or at a time. Every save is a revision kept whole, so any
 * earlier version can be read and restored (restoring makes it the draft again, nothing is lost).
 * Visitors see only the page row, which a revision becomes when published; a draft never shows. Each
 * change is audited (`content_page`) and a publish tells every process's page cache after commit.
 */
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import type { ContentRow } from '../content/content.service.ts';
import { contentPath } from '../content/content-path.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import { getDb, type Tx } from '../db/client.ts';
import type { ContentFields } from '../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { type NewMediaFile, saveMedia } from '../media/media.service.ts';
import { encodeUpload, photoUrl } from '../reviews/photos.ts';
import {
  type ContentPageRow,
  clearSchedules,
  dueRevisions,
  insertPage,
  insertRevision,
  listStudioPages,
  markPublished,
  pageById,
  pageColumns,
  publishedRevision,
  type RevisionRow,
  revisionAfter,
  revisionById,
  revisionsOf,
  type StudioListRow,
  scheduleRevision,
  slugTaken,
  writePage,
} from './content-studio.repository.ts';
import {
  type ContentInput,
  type NEW_KINDS,
  POLICY_KINDS,
  SLUG_KINDS,
  type StudioKind,
} from './content-studio.schema.ts';

export type { ContentPageRow, RevisionRow, StudioListRow };

const NOT_FOUND = '페이지를 찾을 수 없습니다.';
const FOLDER = 'content/covers';
/** A time closer than this is "now". */
const NOW_SLACK_MS = 5_000;

export const KIND_NAMES: Record<StudioKind, string> = {
  diy: 'DIY 가이드',
  promotion: '기획전',
  select: 'Select',
  page: '일반 페이지',
  company: '회사 소개',
  store: '오프라인 매장',
  privacy: '개인정보처리방침',
  terms: '이용약관',
};

/** Where a page stands: published or not, with a draft waiting, and a time set. */
export type StudioState = {
  published: boolean;
  draft: RevisionRow | undefined;
  scheduled: RevisionRow | undefined;
  live: RevisionRow | undefined;
};

export type StudioPage = {
  page: ContentPageRow;
  fields: ContentFields;
  machine_en: boolean;
  path: string | undefined;
} & StudioState & {
    revisions: RevisionRow[];
  };

/** The fields a page shows now, as a revision would keep them. */
export function fieldsOf(page: ContentPageRow): ContentFields {
  return {
    slug: page.slug,
    title: page.title,
    title_en: page.title_en,
    summary: page.summary,
    summary_en: page.summary_en,
    body: page.body,
    body_en: page.body_en,
    thumb_image: page.thumb_image,
    starts_at: page.starts_at?.toISOString() ?? null,
    ends_at: page.ends_at?.toISOString() ?? null,
    sort_order: page.sort_order,
  };
}

/** The page as visitors would see it with these fields (for the preview). */
export function pageWith(page: ContentPageRow, f: ContentFields): ContentRow {
  return { ...page, ...pageColumns(f), is_published: true };
}

export async function studioList(kind: StudioKind): Promise<StudioListRow[]> {
  return listStudioPages(await getDb(), kind);
}

export async function studioPage(id: number): Promise<StudioPage> {
  const db = await getDb();
  const page = await pageById(db, id);
  if (!page) throw new NotFoundError(NOT_FOUND);
  const revisions = await revisionsOf(db, id);
  const live = revisions.find((r) => r.published_at !== null);
  const draft =
    revisions[0] && revisions[0] !== live && (!live || revisions[0].id > live.id) ? revisions[0] : undefined;
  const scheduled = revisions.find((r) => r.publish_at !== null && r.published_at === null);
  const shown = draft ?? live;
  return {
    page,
    fields: shown?.fields ?? fieldsOf(page),
    machine_en: shown?.machine_en ?? false,
    path: contentPath(page),
    published: page.is_published,
    draft,
    scheduled,
    live,
    revisions,
  };
}

/** The cover picture given, checked and re-encoded before any transaction opens. */
const encodedCover = async (file: File | undefined): Promise<NewMediaFile | undefined> =>
  file ? encodeUpload(file, FOLDER, 'thumb') : undefined;

/** A new slug for a kind shown by its id (never seen by visitors, unique within the kind). */
const madeSlug = (kind: string) => `${kind}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The revision's fields from the editor's input: rich text through the shop's whitelist, the slug checked. */
async function fieldsFrom(
  tx: Tx,
  page: Pick<ContentPageRow, 'id' | 'kind' | 'slug' | 'thumb_image'>,
  input: ContentInput,
  cover: NewMediaFile | undefined,
  previous: ContentFields | undefined,
): Promise<ContentFields> {
  let slug = page.slug;
  if (SLUG_KINDS.includes(page.kind as StudioKind)) {
    if (!input.slug) throw new ValidationError({ slug: ['주소를 입력해 주세요.'] });
    if (page.kind === 'select' && !/^\d{1,4}$/.test(input.slug)) {
      throw new ValidationError({ slug: ['Select 페이지의 주소는 숫자로 입력해 주세요.'] });
    }
    if (await slugTaken(tx, page.kind, input.slug, page.id)) {
      throw new ValidationError({ slug: ['이미 다른 페이지가 쓰는 주소입니다.'] });
    }
    slug = input.slug;
  }
  const policy = POLICY_KINDS.includes(page.kind as StudioKind);
  if (policy && !input.effective_on) throw new ValidationError({ effective_on: ['시행일을 입력해 주세요.'] });
  return {
    slug,
    title: input.title,
    title_en: input.title_en,
    summary: input.summary,
    summary_en: input.summary_en,
    body: sanitizeRichText(input.body).trim(),
    body_en: sanitizeRichText(input.body_en).trim(),
    thumb_image: cover ? photoUrl(cover.path) : (previous?.thumb_image ?? page.thumb_image),
    starts_at: input.starts_at?.toISOString() ?? null,
    ends_at: input.ends_at?.toISOString() ?? null,
    sort_order: input.sort_order,
    ...(policy ? { effective_on: input.effective_on ?? null } : {}),
  };
}

async function audit(
  tx: Tx,
  actor: AuditActor,
  action: 'create' | 'update' | 'status',
  pageId: number,
  changes: Record<string, { before: unknown; after: unknown }>,
) {
  await recordAudit(tx, { actor, action, entityType: 'content_page', entityId: pageId, changes });
}

const revisionOf = (
  actor: AuditActor,
  pageId: number,
  fields: ContentFields,
  input: { machine_en: boolean; note: string },
) => ({
  page_id: pageId,
  fields,
  machine_en: input.machine_en && fields.title_en + fields.body_en !== '',
  author_id: actor.id,
  author: actor.login_id,
  note: input.note,
});

/** A new page of a kind editors may add: a draft only, unseen until published. */
export async function createPage(
  actor: AuditActor,
  kind: (typeof NEW_KINDS)[number],
  input: ContentInput,
  thumb?: File,
): Promise<{ page: ContentPageRow; revision: RevisionRow }> {
  const cover = await encodedCover(thumb);
  return transact(await getDb(), async (tx) => {
    const slug = SLUG_KINDS.includes(kind) ? (input.slug ?? '') : madeSlug(kind);
    const fields = await fieldsFrom(tx, { id: 0, kind, slug, thumb_image: '' }, input, cover, undefined);
    if (cover) await saveMedia(tx, [cover]);
    const page = await insertPage(tx, kind, fields);
    const revision = await insertRevision(tx, revisionOf(actor, page.id, fields, input));
    await audit(tx, actor, 'create', page.id, { draft: { before: null, after: revision.id } });
    return { page, revision };
  });
}

/** A new draft of a page (the published page is unchanged until the draft is published). */
export async function saveDraft(
  actor: AuditActor,
  id: number,
  input: ContentInput,
  thumb?: File,
): Promise<RevisionRow> {
  const cover = await encodedCover(thumb);
  return transact(await getDb(), async (tx) => {
    const page = await pageById(tx, id, true);
    if (!page) throw new NotFoundError(NOT_FOUND);
    const [last] = await revisionsOf(tx, id, 1);
    const fields = await fieldsFrom(tx, page, input, cover, last?.fields);
    if (cover) await saveMedia(tx, [cover]);
    const revision = await insertRevision(tx, revisionOf(actor, id, fields, input));
    await audit(tx, actor, 'update', id, { draft: { before: last?.id ?? null, after: revision.id } });
    return revision;
  });
}

/** What a page's change makes anew: every list of content, the home page, the page at each address. */
const pageTags = (...pages: ContentPageRow[]) => [
  tags.contents,
  tags.home,
  ...pages
    .map(contentPath)
    .filter((p): p is string => Boolean(p))
    .map(tags.content),
];

/** Makes a revision what visitors see (inside the caller's transaction, the page row locked). */
async function goLive(
  tx: Tx,
  page: ContentPageRow,
  revision: RevisionRow,
  now: Date,
): Promise<ContentPageRow | undefined> {
  if (!(await markPublished(tx, revision.id, now))) return undefined;
  if (SLUG_KINDS.includes(page.kind as StudioKind) && (await slugTaken(tx, page.kind, revision.fields.slug, page.id))) {
    throw new ConflictError('이미 다른 페이지가 쓰는 주소입니다. 주소를 바꿔 저장한 뒤 게시해 주세요.');
  }
  const after = await writePage(tx, page.id, { ...pageColumns(revision.fields), is_published: true });
  touch(tx, pageTags(page, after));
  return after;
}

/**
 * Publishes the draft (or the revision named) now, or sets it to be published at `at` (a time in
 * the past or within seconds is now). A page with nothing new to publish is 409, unless it is
 * unpublished: then publishing shows it again as it was.
 */
export async function publishPage(
  actor: AuditActor,
  id: number,
  input: { revision_id?: number | undefined; at?: Date | null | undefined },
  now = new Date(),
): Promise<{ page: ContentPageRow; scheduled: Date | null }> {
  return transact(await getDb(), async (tx) => {
    const page = await pageById(tx, id, true);
    if (!page) throw new NotFoundError(NOT_FOUND);
    let revision: RevisionRow | undefined;
    if (input.revision_id !== undefined) {
      revision = await revisionById(tx, input.revision_id);
      if (!revision || revision.page_id !== id) throw new NotFoundError('이 페이지의 판을 찾을 수 없습니다.');
      if (revision.published_at)
        throw new ConflictError('이미 게시한 판입니다. 되돌리기로 새 초안을 만든 뒤 게시해 주세요.');
    } else {
      const live = await publishedRevision(tx, id);
      revision = await revisionAfter(tx, id, live?.id ?? 0);
    }
    if (!revision) {
      if (page.is_published) throw new ConflictError('게시할 새 초안이 없습니다.');
      const shown = await writePage(tx, id, { is_published: true });
      touch(tx, pageTags(page));
      await audit(tx, actor, 'status', id, { is_published: { before: false, after: true } });
      return { page: shown, scheduled: null };
    }
    await clearSchedules(tx, id);
    if (input.at && input.at.getTime() > now.getTime() + NOW_SLACK_MS) {
      await scheduleRevision(tx, revision.id, input.at);
      await audit(tx, actor, 'status', id, {
        publish_at: { before: null, after: input.at.toISOString() },
        revision: { before: null, after: revision.id },
      });
      return { page, scheduled: input.at };
    }
    const after = await goLive(tx, page, revision, now);
    if (!after) throw new ConflictError('이미 게시한 판입니다.');
    await audit(tx, actor, 'status', id, { published: { before: null, after: revision.id } });
    return { page: after, scheduled: null };
  });
}

/** Takes a page off the shop (its drafts and history stay); any time set is dropped. */
export async function unpublishPage(actor: AuditActor, id: number): Promise<ContentPageRow> {
  return transact(await getDb(), async (tx) => {
    const page = await pageById(tx, id, true);
    if (!page) throw new NotFoundError(NOT_FOUND);
    if (!page.is_published) throw new ConflictError('이미 내린 페이지입니다.');
    await clearSchedules(tx, id);
    const after = await writePage(tx, id, { is_published: false });
    touch(tx, pageTags(page));
    await audit(tx, actor, 'status', id, { is_published: { before: true, after: false } });
    return after;
  });
}

/** Drops the time set to publish a page's draft (409 when none is set). */
export async function cancelSchedule(actor: AuditActor, id: number): Promise<void> {
  await transact(await getDb(), async (tx) => {
    const page = await pageById(tx, id, true);
    if (!page) throw new NotFoundError(NOT_FOUND);
    if ((await clearSchedules(tx, id)) === 0) throw new ConflictError('예약된 게시가 없습니다.');
    await audit(tx, actor, 'status', id, { publish_at: { before: 'set', after: null } });
  });
}

/** An earlier revision's fields made the page's draft again, as a new revision (nothing is lost). */
export async function restoreRevision(actor: AuditActor, id: number, revisionId: number): Promise<RevisionRow> {
  return transact(await getDb(), async (tx) => {
    const page = await pageById(tx, id, true);
    if (!page) throw new NotFoundError(NOT_FOUND);
    const old = await revisionById(tx, revisionId);
    if (!old || old.page_id !== id) throw new NotFoundError('이 페이지의 판을 찾을 수 없습니다.');
    const revision = await insertRevision(tx, {
      page_id: id,
      fields: old.fields,
      machine_en: old.machine_en,
      author_id: actor.id,
      author: actor.login_id,
      note: `#${old.id} 되돌림`,
    });
    await audit(tx, actor, 'update', id, {
      draft: { before: null, after: revision.id },
      restored: { before: null, after: old.id },
    });
    return revision;
  });
}

const BATCH = 20;

/**
 * Publishes the revisions whose time has come. Each is locked (others skip it) and marked once, so
 * two processes running this together publish it once.
 */
export async function runContentJobs(now = new Date()): Promise<{ published: number }> {
  const db = await getDb();
  return transact(db, async (tx) => {
    let published = 0;
    for (const revision of await dueRevisions(tx, now, BATCH)) {
      const page = await pageById(tx, revision.page_id, true);
      if (!page) continue;
      try {
        if (await goLive(tx, page, revision, now)) published++;
      } catch (err) {
        if (!(err instanceof ConflictError)) throw err;
        await clearSchedules(tx, page.id);
      }
    }
    return { published };
  });
}
