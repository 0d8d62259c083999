import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { getDb } from '../db/client.ts';
import { fileNames, filesToRemove, removeAttachedFile } from '../editorial/attached.ts';
import { checkAttachments, type EncodedAttachment, encodeAttachments } from '../editorial/attachments.ts';
import type { PostInput } from '../editorial/editor.schema.ts';
import { NotFoundError } from '../http/errors.ts';
import { deleteMedia, forgetMedia, saveMedia } from '../media/media.service.ts';
import { DOCUMENT_FOLDER, type DocumentCategory } from './document.options.ts';
import {
  type DocumentFileRow,
  type DocumentRow,
  deleteDocumentFiles,
  deleteDocument as deleteDocumentRow,
  filesOfDocuments,
  findDocument,
  insertDocument,
  insertDocumentFiles,
  lockDocument,
  updateDocument as updateDocumentRow,
} from './document.repository.ts';
import { DOCUMENT_MESSAGES, documentFields } from './document.service.ts';

export type DocumentInput = PostInput & { category: DocumentCategory };

/** The shop's name on the documents it publishes. */
const PUBLISHER = '에반스캔들';
const AUDITED = ['title', 'title_en', 'body', 'body_en', 'category', 'is_pinned', 'published_at'] as const;

const missing = () => new NotFoundError(DOCUMENT_MESSAGES.notFound);

/** A document's audited fields, its own attributes taken out of `fields`. */
const flat = (row: DocumentRow) => ({ title: row.title, body: row.body, ...documentFields(row) });

function valuesOf(input: DocumentInput, publishedAt: Date) {
  return {
    title: input.title,
    body: input.body,
    fields: {
      category: input.category,
      title_en: input.title_en,
      body_en: input.body_en,
      is_pinned: input.is_pinned,
      published_at: publishedAt.toISOString(),
    },
  };
}

const fileRows = (postId: number, files: EncodedAttachment[]) =>
  files.map((f) => ({
    post_id: postId,
    file_name: f.name,
    stored_name: f.media.path,
    mime: f.media.mime,
    size: f.media.bytes.length,
  }));

/** The stored bytes of removed files (each document's files are its own). */
async function dropStored(tx: Parameters<typeof deleteMedia>[0], removed: DocumentFileRow[]): Promise<string[]> {
  const gone = removed.map((f) => f.stored_name).filter((n) => n.startsWith(`${DOCUMENT_FOLDER}/`));
  await deleteMedia(tx, gone);
  return gone;
}

/** The editor's view of a document, whatever its date. */
export async function documentForEdit(id: number) {
  const db = await getDb();
  const row = await findDocument(db, id, true);
  if (!row) throw missing();
  return { row, fields: documentFields(row), files: await filesOfDocuments(db, [id]) };
}

export async function createDocument(actor: AuditActor, input: DocumentInput, files: File[]): Promise<DocumentRow> {
  const encoded = await encodeAttachments(await checkAttachments(files, 0), DOCUMENT_FOLDER);
  return transact(await getDb(), async (tx) => {
    await saveMedia(
      tx,
      encoded.map((f) => f.media),
    );
    const row = await insertDocument(tx, {
      ...valuesOf(input, input.published_at ?? new Date()),
      member_id: actor.id,
      author_name: PUBLISHER,
    });
    const attached = await insertDocumentFiles(tx, fileRows(row.id, encoded));
    await recordAudit(tx, {
      actor,
      action: 'create',
      entityType: 'document',
      entityId: row.id,
      changes: {
        ...changesOf(null, flat(row), AUDITED),
        ...(attached.length ? { files: { before: null, after: fileNames(attached) } } : {}),
      },
    });
    return row;
  });
}

/** Changes a document: its fields, its files removed (its own only) and added, at most five in all. */
export async function updateDocument(
  actor: AuditActor,
  id: number,
  input: DocumentInput,
  files: File[],
): Promise<DocumentRow> {
  const db = await getDb();
  if (!(await findDocument(db, id, true))) throw missing();
  const current = await filesOfDocuments(db, [id]);
  const kept = current.length - filesToRemove(current, input.remove_files).length;
  const encoded = await encodeAttachments(await checkAttachments(files, kept), DOCUMENT_FOLDER);
  const { row, dropped } = await transact(db, async (tx) => {
    const before = await lockDocument(tx, id);
    if (!before) throw missing();
    const filesBefore = await filesOfDocuments(tx, [id]);
    const removed = filesToRemove(filesBefore, input.remove_files);
    await checkAttachments([], filesBefore.length - removed.length + encoded.length);
    await deleteDocumentFiles(
      tx,
      removed.map((f) => f.id),
    );
    const dropped = await dropStored(tx, removed);
    await saveMedia(
      tx,
      encoded.map((f) => f.media),
    );
    await insertDocumentFiles(tx, fileRows(id, encoded));
    const row = await updateDocumentRow(
      tx,
      id,
      valuesOf(input, input.published_at ?? documentFields(before).published_at),
    );
    const filesAfter = await filesOfDocuments(tx, [id]);
    const changes = changesOf(flat(before), flat(row), AUDITED);
    const names = { before: fileNames(filesBefore), after: fileNames(filesAfter) };
    if (JSON.stringify(names.before) !== JSON.stringify(names.after)) changes.files = names;
    await recordAudit(tx, { actor, action: 'update', entityType: 'document', entityId: id, changes });
    return { row, dropped };
  });
  forgetMedia(dropped);
  return row;
}

export async function deleteDocument(actor: AuditActor, id: number): Promise<{ id: number }> {
  const dropped = await transact(await getDb(), async (tx) => {
    const before = await lockDocument(tx, id);
    if (!before) throw missing();
    const files = await filesOfDocuments(tx, [id]);
    await deleteDocumentRow(tx, id);
    const dropped = await dropStored(tx, files);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entityType: 'document',
      entityId: id,
      changes: {
        ...changesOf(flat(before), null, AUDITED),
        ...(files.length ? { files: { before: fileNames(files), after: null } } : {}),
      },
    });
    return dropped;
  });
  forgetMedia(dropped);
  return { id };
}

/** Removes one file of a document; an unknown document or file, or another document's file, is a 404. */
export function removeDocumentFile(actor: AuditActor, postId: number, fileId: number): Promise<{ id: number }> {
  return removeAttachedFile(
    {
      entityType: 'document',
      notFound: DOCUMENT_MESSAGES.fileNotFound,
      lock: lockDocument,
      filesOf: filesOfDocuments,
      deleteFiles: deleteDocumentFiles,
      dropStored,
    },
    actor,
    postId,
    fileId,
  );
}
