import { type AuditActor, type AuditEntity, recordAudit } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { getDb, type Tx } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { forgetMedia } from '../media/media.service.ts';
import { EDITOR_MESSAGES } from './editor.schema.ts';

/** A file already attached to a post: its id and the name it is shown under. */
type Attached = { id: number; file_name: string };

/**
 * The files an edit removes, which must all be the post's own; a file of another post, or one that
 * does not exist, is a field error rather than something silently skipped.
 */
export function filesToRemove<T extends Attached>(current: T[], ids: number[]): T[] {
  const wanted = new Set(ids);
  const found = current.filter((f) => wanted.has(f.id));
  if (found.length !== wanted.size) throw new ValidationError({ remove_files: [EDITOR_MESSAGES.removeFiles] });
  return found;
}

/** The audit log's view of a post's files: their names, in order. */
export const fileNames = (files: Attached[]): string[] => files.map((f) => f.file_name);

/** How one kind of post keeps its files, for removing one of them (notices, documents). */
export type FileOwner<F extends Attached> = {
  entityType: AuditEntity;
  /** The 404's message for an unknown post or file. */
  notFound: string;
  /** Locks the post for the change; nothing when there is no such post. */
  lock: (tx: Tx, postId: number) => Promise<unknown>;
  filesOf: (tx: Tx, postIds: number[]) => Promise<F[]>;
  deleteFiles: (tx: Tx, fileIds: number[]) => Promise<unknown>;
  /** Deletes the stored bytes that no other file still uses; returns their paths. */
  dropStored: (tx: Tx, removed: F[]) => Promise<string[]>;
  /** Whatever else the change must do in its transaction (a cache tag touched). */
  afterChange?: (tx: Tx) => void;
};

/**
 * Removes one file of a post, audited, in one transaction; an unknown post or file, or another post's
 * file, is a 404. The stored bytes are forgotten by the media cache once the change has committed.
 */
export async function removeAttachedFile<F extends Attached>(
  owner: FileOwner<F>,
  actor: AuditActor,
  postId: number,
  fileId: number,
): Promise<{ id: number }> {
  const dropped = await transact(await getDb(), async (tx) => {
    if (!(await owner.lock(tx, postId))) throw new NotFoundError(owner.notFound);
    const files = await owner.filesOf(tx, [postId]);
    const file = files.find((f) => f.id === fileId);
    if (!file) throw new NotFoundError(owner.notFound);
    await owner.deleteFiles(tx, [file.id]);
    const gone = await owner.dropStored(tx, [file]);
    await recordAudit(tx, {
      actor,
      action: 'file.remove',
      entityType: owner.entityType,
      entityId: postId,
      changes: { files: { before: fileNames(files), after: fileNames(files.filter((f) => f.id !== fileId)) } },
    });
    owner.afterChange?.(tx);
    return gone;
  });
  forgetMedia(dropped);
  return { id: fileId };
}
