import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { loggedDate, restoreValues } from '../audit/versions.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import type { Tx } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { fileNames, filesToRemove, removeAttachedFile } from '../editorial/attached.ts';
import { checkAttachments, type EncodedAttachment, encodeAttachments } from '../editorial/attachments.ts';
import type { PostInput } from '../editorial/editor.schema.ts';
import { NotFoundError } from '../http/errors.ts';
import { deleteMedia, forgetMedia, saveMedia } from '../media/media.service.ts';
import {
  deleteNoticeFiles,
  deleteNotice as deleteNoticeRow,
  filesOfNotices,
  findNoticeById,
  insertNotice,
  insertNoticeFiles,
  lockNotice,
  type NoticeFileRow,
  type NoticeRow,
  unsharedStoredNames,
  updateNotice as updateNoticeRow,
} from './notice.repository.ts';
import { NOTICE_NOT_FOUND, type NoticeBoard } from './notice.service.ts';

export const NOTICE_ADMIN_MESSAGES = {
  created: '공지사항이 등록되었습니다.',
  updated: '공지사항이 수정되었습니다.',
  deleted: '공지사항이 삭제되었습니다.',
  fileDeleted: '첨부파일이 삭제되었습니다.',
  fileNotFound: '첨부파일을 찾을 수 없습니다.',
} as const;

/** Files the editor uploads live here (served at /media/notices/…); only these are deleted with a notice. */
const FOLDER = 'notices';
/** The fields each change is audited by; an earlier version restores them (`restoreNotice`). */
export const NOTICE_VERSIONED = ['title', 'title_en', 'body', 'body_en', 'is_pinned', 'published_at'] as const;
const AUDITED = NOTICE_VERSIONED;

const missing = () => new NotFoundError(NOTICE_NOT_FOUND);

function fileRows(noticeId: number, files: EncodedAttachment[]) {
  return files.map((f) => ({
    notice_id: noticeId,
    file_name: f.name,
    stored_name: f.media.path,
    mime: f.media.mime,
    size: f.media.bytes.length,
  }));
}

/** Drops the stored bytes of removed files that no other notice points at; answers what went. */
async function dropStored(tx: Tx, removed: NoticeFileRow[]): Promise<string[]> {
  const own = removed.map((f) => f.stored_name).filter((n) => n.startsWith(`${FOLDER}/`));
  const gone = await unsharedStoredNames(
    tx,
    own,
    removed.map((f) => f.id),
  );
  await deleteMedia(tx, gone);
  return gone;
}

/** A new notice on a board, with its files, recorded in the audit log in the same transaction. */
export async function createNotice(
  actor: AuditActor,
  board: NoticeBoard,
  input: PostInput,
  files: File[],
): Promise<NoticeRow> {
  const encoded = await encodeAttachments(await checkAttachments(files, 0), FOLDER);
  return transact(await getDb(), async (tx) => {
    await saveMedia(
      tx,
      encoded.map((f) => f.media),
    );
    const row = await insertNotice(tx, board, {
      title: input.title,
      title_en: input.title_en,
      body: input.body,
      body_en: input.body_en,
      is_pinned: input.is_pinned,
      published_at: input.published_at ?? new Date(),
    });
    const attached = await insertNoticeFiles(tx, fileRows(row.id, encoded));
    await recordAudit(tx, {
      actor,
      action: 'create',
      entityType: 'notice',
      entityId: row.id,
      changes: {
        board: { before: null, after: board },
        ...changesOf(null, row, AUDITED),
        ...(attached.length ? { files: { before: null, after: fileNames(attached) } } : {}),
      },
    });
    touch(tx, [tags.notice]);
    return row;
  });
}

/**
 * Changes a notice (of either board): its fields, files removed (`remove_files`, the notice's own) and
 * files added, at most five in all. What changed is recorded in the audit log with the change.
 */
export async function updateNotice(actor: AuditActor, id: number, input: PostInput, files: File[]): Promise<NoticeRow> {
  const db = await getDb();
  if (!(await findNoticeById(db, id))) throw missing();
  const current = await filesOfNotices(db, [id]);
  const kept = current.length - filesToRemove(current, input.remove_files).length;
  const encoded = await encodeAttachments(await checkAttachments(files, kept), FOLDER);
  const { row, dropped } = await transact(db, async (tx) => {
    const before = await lockNotice(tx, id);
    if (!before) throw missing();
    const filesBefore = await filesOfNotices(tx, [id]);
    const removed = filesToRemove(filesBefore, input.remove_files);
    await checkAttachments([], filesBefore.length - removed.length + encoded.length);
    await deleteNoticeFiles(
      tx,
      removed.map((f) => f.id),
    );
    const dropped = await dropStored(tx, removed);
    await saveMedia(
      tx,
      encoded.map((f) => f.media),
    );
    await insertNoticeFiles(tx, fileRows(id, encoded));
    const row = await updateNoticeRow(tx, id, {
      title: input.title,
      title_en: input.title_en,
      body: input.body,
      body_en: input.body_en,
      is_pinned: input.is_pinned,
      published_at: input.published_at ?? before.published_at,
    });
    const filesAfter = await filesOfNotices(tx, [id]);
    const changes = changesOf(before, row, AUDITED);
    const names = { before: fileNames(filesBefore), after: fileNames(filesAfter) };
    if (JSON.stringify(names.before) !== JSON.stringify(names.after)) changes.files = names;
    await recordAudit(tx, { actor, action: 'update', entityType: 'notice', entityId: id, changes });
    touch(tx, [tags.notice]);
    return { row, dropped };
  });
  forgetMedia(dropped);
  return row;
}

/** Deletes a notice (of either board) with its files. */
export async function deleteNotice(actor: AuditActor, id: number): Promise<{ id: number }> {
  const dropped = await transact(await getDb(), async (tx) => {
    const before = await lockNotice(tx, id);
    if (!before) throw missing();
    const files = await filesOfNotices(tx, [id]);
    await deleteNoticeRow(tx, id);
    const dropped = await dropStored(tx, files);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entityType: 'notice',
      entityId: id,
      changes: {
        board: { before: before.board, after: null },
        ...changesOf(before, null, AUDITED),
        ...(files.length ? { files: { before: fileNames(files), after: null } } : {}),
      },
    });
    touch(tx, [tags.notice]);
    return dropped;
  });
  forgetMedia(dropped);
  return { id };
}

/**
 * Spec 7's `DELETE /api/v1/notice/{id}/{file}`: removes one file of a notice (of either board). An
 * unknown notice, an unknown file or another notice's file is a 404.
 */
export function removeNoticeFile(actor: AuditActor, noticeId: number, fileId: number): Promise<{ id: number }> {
  return removeAttachedFile(
    {
      entityType: 'notice',
      notFound: NOTICE_ADMIN_MESSAGES.fileNotFound,
      lock: lockNotice,
      filesOf: filesOfNotices,
      deleteFiles: deleteNoticeFiles,
      dropStored,
      afterChange: (tx) => touch(tx, [tags.notice]),
    },
    actor,
    noticeId,
    fileId,
  );
}

/**
 * An earlier version of a notice's text, pin and date (`../audit/versions.service.ts`) written back,
 * audited `restore`. Its attachments are as they are now: files are added and removed on their own.
 */
export async function restoreNotice(actor: AuditActor, id: number, versionId: number): Promise<NoticeRow> {
  return transact(await getDb(), async (tx) => {
    const before = await lockNotice(tx, id);
    if (!before) throw missing();
    const v = await restoreValues(tx, 'notice', id, before, versionId, NOTICE_VERSIONED);
    const row = await updateNoticeRow(tx, id, {
      title: String(v.title),
      title_en: String(v.title_en ?? ''),
      body: String(v.body),
      body_en: String(v.body_en ?? ''),
      is_pinned: Boolean(v.is_pinned),
      published_at: loggedDate(v.published_at) ?? before.published_at,
    });
    await recordAudit(tx, {
      actor,
      action: 'restore',
      entityType: 'notice',
      entityId: id,
      changes: changesOf(before, row, AUDITED),
    });
    touch(tx, [tags.notice]);
    return row;
  });
}
