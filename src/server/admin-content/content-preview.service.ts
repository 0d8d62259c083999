/**
 * Preview links to one revision of a content page: signed with a key kept in the database (every
 * process shares it), read-only, working for 24 hours; a forged, expired or unknown one is a 404.
 */

import type { ContentRow } from '../content/content.service.ts';
import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { signedListCookie } from '../http/signed-list-cookie.ts';
import { pageById, type RevisionRow, revisionById } from './content-studio.repository.ts';
import { pageWith } from './content-studio.service.ts';

/** A preview link works for a day. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

const previewKey = signedListCookie({
  cookie: 'preview_unused',
  keySetting: 'content_preview_key',
  field: 'r',
  pattern: /^\d{1,10}$/,
  max: 1,
  ttlMs: PREVIEW_TTL_MS,
});

/** A read-only link to one revision, signed, that works for 24 hours. */
export async function previewLink(revisionId: number, now = Date.now()): Promise<{ path: string; expires: Date }> {
  const expires = now + PREVIEW_TTL_MS;
  const token = await previewKey.encode([String(revisionId)], expires);
  return { path: `/preview/${token}`, expires: new Date(expires) };
}

/** The page a preview token shows (a forged, expired or unknown one is a 404). */
export async function previewOf(token: string, now = Date.now()): Promise<{ page: ContentRow; revision: RevisionRow }> {
  const [id] = await previewKey.decode(token, now);
  const db = await getDb();
  const revision = id ? await revisionById(db, Number(id)) : undefined;
  const page = revision ? await pageById(db, revision.page_id) : undefined;
  if (!revision || !page) throw new NotFoundError('페이지를 찾을 수 없습니다.');
  return { page: pageWith(page, revision.fields), revision };
}

/** Forgets the signing key (tests empty the database between files). */
export const forgetPreviewKey = () => previewKey.forgetKey();
