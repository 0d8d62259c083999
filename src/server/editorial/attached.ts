import { ValidationError } from '../http/errors.ts';
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
