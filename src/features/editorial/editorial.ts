/** A file's size as the editors and the document board print it: 12 KB, 1.4 MB. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;
}

/** Where an editor goes once saved: its `after` with the saved entry's id put in. */
export const afterSave = (template: string, id: number): string => template.replace('{id}', String(id));
