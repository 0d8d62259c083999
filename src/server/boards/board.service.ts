import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { privateMediaFile } from '../media/media.service.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { checkAttachments, encodeAttachments } from './attachments.ts';
import type { BoardName, InquiryCategory, PostStatus } from './board.options.ts';
import {
  deleteStored,
  deleteWaiting,
  type FileRow,
  filesOf,
  findFile,
  findOwnPost,
  findPost,
  insertFiles,
  insertPost,
  listPosts,
  memberOrderChoices,
  type OrderChoice,
  ownsOrder,
  type PostFilter,
  type PostRow,
  removeFiles,
  updateWaiting,
} from './board.repository.ts';
import { BOARD_MESSAGES, type InquiryInput, type InquiryUpdate } from './board.schema.ts';
import type { BoardPost, BulkRequest, ClassRequest } from './board.types.ts';

export type { OrderChoice } from './board.repository.ts';

/** Every refusal of the member's calls; English lives in src/i18n/en-boards.ts. */
export const INQUIRY_MESSAGES = {
  notFound: '문의를 찾을 수 없습니다.',
  answered: '답변이 등록된 문의는 수정하거나 삭제할 수 없습니다.',
  fileNotFound: '첨부파일을 찾을 수 없습니다.',
  created: '문의가 등록되었습니다.',
  updated: '문의가 수정되었습니다.',
  deleted: '문의가 삭제되었습니다.',
} as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

function requestOf(row: PostRow): BulkRequest | ClassRequest | null {
  const f = row.fields;
  const sender = { name: row.author_name, mobile: text(f.mobile), email: text(f.email) };
  if (row.board === 'bulk') {
    const items = Array.isArray(f.items) ? (f.items as { name?: unknown; quantity?: unknown }[]) : [];
    return {
      kind: 'bulk',
      ...sender,
      items: items.map((i) => ({ name: text(i.name), quantity: num(i.quantity) })),
      desired_date: text(f.desired_date) || null,
    };
  }
  if (row.board === 'class') {
    return {
      kind: 'class',
      ...sender,
      class_id: num(f.class_id),
      class_title: text(f.class_title),
      class_title_en: text(f.class_title_en),
      preferred_dates: text(f.preferred_dates),
      head_count: num(f.head_count),
    };
  }
  return null;
}

/** A stored row and its files as the shop shows them. */
export function postOf(row: PostRow, files: readonly FileRow[]): BoardPost {
  const answered = row.answered_at !== null;
  return {
    id: row.id,
    board: row.board as BoardName,
    status: (answered ? 'answered' : 'received') satisfies PostStatus,
    editable: row.board === 'inquiry' && !answered,
    receipt_no: row.receipt_no,
    member_id: row.member_id,
    author_name: row.author_name,
    title: row.title,
    body: row.body,
    category: row.board === 'inquiry' ? ((text(row.fields.category) || 'etc') as InquiryCategory) : null,
    od_id: text(row.fields.od_id) || null,
    request: requestOf(row),
    files: files
      .filter((f) => f.post_id === row.id)
      .map((f) => ({ id: f.id, name: f.file_name, mime: f.mime, size: f.size })),
    answer: row.answer,
    answered_at: row.answered_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** One page of posts with their files. */
export async function postPage(filter: PostFilter, q: { page: number; perPage: number }): Promise<Page<BoardPost>> {
  const db = await getDb();
  const { rows, total } = await listPosts(db, { ...filter, limit: q.perPage, offset: offsetOf(q.page, q.perPage) });
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => postOf(r, files)),
    total,
    q.page,
    q.perPage,
  );
}

/** The member's own inquiries and requests (1:1, bulk, class), newest first. */
export function myPostPage(memberId: number, q: { page: number; perPage: number }): Promise<Page<BoardPost>> {
  return postPage({ memberId }, q);
}

/** One of the member's own posts; another member's, or a missing one, is a 404. */
export async function myPost(memberId: number, id: number): Promise<BoardPost> {
  const db = await getDb();
  const row = await findOwnPost(db, memberId, id);
  if (!row) throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  return postOf(row, await filesOf(db, [id]));
}

/** Any post of these boards, for operators. */
export async function anyPost(id: number): Promise<BoardPost> {
  const db = await getDb();
  const row = await findPost(db, id);
  if (!row) throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  return postOf(row, await filesOf(db, [id]));
}

/** The member's latest orders, offered in the inquiry form. */
export async function orderChoices(memberId: number): Promise<OrderChoice[]> {
  return memberOrderChoices(await getDb(), memberId, 30);
}

async function checkOrder(memberId: number, odId: string | null): Promise<void> {
  if (odId && !(await ownsOrder(await getDb(), memberId, odId)))
    throw new ValidationError({ od_id: [BOARD_MESSAGES.notMyOrder] });
}

const inquiryFieldsOf = (input: InquiryInput) => ({ category: input.category, od_id: input.od_id });

/**
 * A member's 1:1 inquiry with up to five files. Files are checked and re-encoded first; the post,
 * the files' bytes and their listing are then written in one transaction, so nothing is half-saved.
 */
export async function createInquiry(
  member: MemberRow,
  input: InquiryInput,
  files: readonly File[],
): Promise<BoardPost> {
  await checkOrder(member.id, input.od_id);
  const encoded = await encodeAttachments(await checkAttachments(files));
  const db = await getDb();
  const post = await db.transaction(async (tx) => {
    const row = await insertPost(tx, {
      board: 'inquiry',
      member_id: member.id,
      author_name: member.name,
      title: input.title,
      body: input.body,
      fields: inquiryFieldsOf(input),
      receipt_no: null,
    });
    await insertFiles(tx, row.id, encoded);
    return row;
  });
  return myPost(member.id, post.id);
}

/** The member's 1:1 inquiry they may still change: 404 when not theirs, 409 once answered. */
async function changeable(member: MemberRow, id: number): Promise<PostRow> {
  const row = await findOwnPost(await getDb(), member.id, id);
  if (row?.board !== 'inquiry') throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  if (row.answered_at !== null) throw new ConflictError(INQUIRY_MESSAGES.answered);
  return row;
}

/** After a conditional change found nothing: gone meanwhile (404) or answered meanwhile (409). */
async function refusal(member: MemberRow, id: number): Promise<never> {
  await changeable(member, id);
  throw new ConflictError(INQUIRY_MESSAGES.answered);
}

/**
 * Edits the member's unanswered inquiry: its fields, the files it keeps (`keep_files`; all when not
 * given) and new files, five at most in all. An answer arriving meanwhile wins (409).
 */
export async function updateInquiry(
  member: MemberRow,
  id: number,
  input: InquiryUpdate,
  files: readonly File[] | undefined,
): Promise<BoardPost> {
  await changeable(member, id);
  await checkOrder(member.id, input.od_id);
  const db = await getDb();
  const current = await filesOf(db, [id]);
  const keep = current.map((f) => f.id).filter((fid) => input.keep_files?.includes(fid) ?? true);
  const encoded = await encodeAttachments(await checkAttachments(files ?? [], keep.length));
  const changed = await db.transaction(async (tx) => {
    const row = await updateWaiting(tx, member.id, id, {
      title: input.title,
      body: input.body,
      fields: inquiryFieldsOf(input),
    });
    if (!row) return false;
    await removeFiles(tx, id, keep);
    await insertFiles(tx, id, encoded);
    return true;
  });
  if (!changed) await refusal(member, id);
  return myPost(member.id, id);
}

/** Deletes the member's unanswered inquiry with its files; once answered it is a 409. */
export async function deleteInquiry(member: MemberRow, id: number): Promise<{ id: number }> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const files = await filesOf(tx, [id]);
    if (!(await deleteWaiting(tx, member.id, id))) return false;
    await deleteStored(
      tx,
      files.map((f) => f.stored_name),
    );
    return true;
  });
  if (!deleted) await refusal(member, id);
  return { id };
}

export type Attachment = { name: string; mime: string; bytes: Buffer };

/**
 * An attachment's bytes, for the post's writer or an administrator only; anyone else is told it
 * does not exist (404), as is a file of another post.
 */
export async function attachment(viewer: MemberRow, postId: number, fileId: number): Promise<Attachment> {
  const db = await getDb();
  const post = viewer.is_admin ? await findPost(db, postId) : await findOwnPost(db, viewer.id, postId);
  const file = post && (await findFile(db, postId, fileId));
  const stored = file && (await privateMediaFile(file.stored_name));
  if (!file || !stored) throw new NotFoundError(INQUIRY_MESSAGES.fileNotFound);
  return { name: file.file_name, mime: stored.mime, bytes: stored.bytes };
}
