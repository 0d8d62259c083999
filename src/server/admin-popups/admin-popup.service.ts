/**
 * The popups editors run from the back office: what each shows (a picture for each language, a
 * title that is its text alternative), where it leads, when it shows (switched on, inside its window
 * on Seoul's clock; a daily popup can be hidden for the day, spec §4) and in what order. Pictures are
 * checked by their bytes and re-encoded as WebP, as every picture the shop stores. Each change is
 * audited (`popup`) in its own transaction and, once committed, every page of every process shows it
 * (`tags.popups`); a popup whose window begins later appears by itself within the pages' short life.
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { loggedDate, restoreValues, textsOfHistory } from '../audit/versions.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb, type Tx } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { deleteMedia, forgetMedia, type NewMediaFile, saveMedia } from '../media/media.service.ts';
import {
  insertPopup,
  listPopups,
  type PopupRow,
  popupById,
  removePopup,
  writePopup,
} from '../promotions/popup.repository.ts';
import { encodeUpload, photoUrl } from '../reviews/photos.ts';
import type { PopupInput } from './admin-popup.schema.ts';

export type { PopupRow };

const FOLDER = 'popups/uploads';
/** Pictures uploaded here; the demo shop's own pictures are never deleted. */
const OWN_PREFIX = `/media/${FOLDER}/`;
const NOT_FOUND = '팝업을 찾을 수 없습니다.';
const AUDITED = [
  'type',
  'title',
  'is_active',
  'starts_at',
  'ends_at',
  'link',
  'link_en',
  'sort_order',
  'thumbnail_ko',
  'thumbnail_en',
] as const;

export type PopupPictures = { image_ko?: File | undefined; image_en?: File | undefined };

/** Where a popup stands now: showing, waiting for its window, ended, or switched off. */
export function popupState(p: PopupRow, now = new Date()): 'showing' | 'scheduled' | 'ended' | 'off' {
  if (!p.is_active) return 'off';
  if (p.starts_at && p.starts_at > now) return 'scheduled';
  if (p.ends_at && p.ends_at <= now) return 'ended';
  return 'showing';
}

export async function allPopups(): Promise<PopupRow[]> {
  const { rows } = await listPopups(await getDb(), { activeOnly: false, limit: 200, offset: 0, now: new Date() });
  return rows;
}

export async function adminPopup(id: number): Promise<PopupRow> {
  const row = await popupById(await getDb(), id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** Each picture given, checked and encoded before any transaction opens (its field named on error). */
async function encoded(pictures: PopupPictures): Promise<Partial<Record<'image_ko' | 'image_en', NewMediaFile>>> {
  const out: Partial<Record<'image_ko' | 'image_en', NewMediaFile>> = {};
  for (const field of ['image_ko', 'image_en'] as const) {
    const file = pictures[field];
    if (file) out[field] = await encodeUpload(file, FOLDER, field);
  }
  return out;
}

async function changed(
  tx: Tx,
  actor: AuditActor,
  action: 'create' | 'update' | 'delete' | 'restore',
  before: PopupRow | null,
  after: PopupRow | null,
) {
  const changes = changesOf(before, after, AUDITED);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, { actor, action, entityType: 'popup', entityId: (after ?? before)?.id ?? 0, changes });
  touch(tx, [tags.popups]);
}

const ownPictures = (paths: (string | undefined)[]) => [
  ...new Set(
    paths.filter((p): p is string => Boolean(p?.startsWith(OWN_PREFIX))).map((p) => p.replace(/^\/media\//, '')),
  ),
];

/** A new popup: both pictures are required (422 naming the missing one). */
export async function createPopup(actor: AuditActor, input: PopupInput, pictures: PopupPictures): Promise<PopupRow> {
  const missing: Record<string, string[]> = {};
  if (!pictures.image_ko) missing.image_ko = ['한국어 팝업 사진을 올려 주세요.'];
  if (!pictures.image_en) missing.image_en = ['영어 팝업 사진을 올려 주세요.'];
  if (Object.keys(missing).length) throw new ValidationError(missing);
  const files = await encoded(pictures);
  return transact(await getDb(), async (tx) => {
    await saveMedia(tx, Object.values(files));
    const made = await insertPopup(tx, {
      ...input,
      thumbnail_ko: photoUrl(files.image_ko?.path ?? ''),
      thumbnail_en: photoUrl(files.image_en?.path ?? ''),
    });
    await changed(tx, actor, 'create', null, made);
    return made;
  });
}

/**
 * New fields, and a new picture for a language when one is given. The picture it replaces is kept:
 * an earlier version can be restored (`restorePopup`); the popup's pictures go when it is deleted.
 */
export async function updatePopup(
  actor: AuditActor,
  id: number,
  input: PopupInput,
  pictures: PopupPictures,
): Promise<PopupRow> {
  const files = await encoded(pictures);
  return transact(await getDb(), async (tx) => {
    const before = await popupById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    await saveMedia(tx, Object.values(files));
    const row = await writePopup(tx, id, {
      ...input,
      ...(files.image_ko ? { thumbnail_ko: photoUrl(files.image_ko.path) } : {}),
      ...(files.image_en ? { thumbnail_en: photoUrl(files.image_en.path) } : {}),
    });
    await changed(tx, actor, 'update', before, row);
    return row;
  });
}

/** An earlier version (`../audit/versions.service.ts`) written back: its fields and pictures, audited `restore`. */
export async function restorePopup(actor: AuditActor, id: number, versionId: number): Promise<PopupRow> {
  return transact(await getDb(), async (tx) => {
    const before = await popupById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const v = await restoreValues(tx, 'popup', id, before, versionId, AUDITED);
    const row = await writePopup(tx, id, {
      ...(v as Partial<PopupRow>),
      starts_at: loggedDate(v.starts_at),
      ends_at: loggedDate(v.ends_at),
    });
    await changed(tx, actor, 'restore', before, row);
    return row;
  });
}

export async function deletePopup(actor: AuditActor, id: number): Promise<void> {
  let dropped: string[] = [];
  await transact(await getDb(), async (tx) => {
    const before = await popupById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    await removePopup(tx, id);
    dropped = ownPictures([
      before.thumbnail_ko,
      before.thumbnail_en,
      ...(await textsOfHistory(tx, 'popup', id, ['thumbnail_ko', 'thumbnail_en'])),
    ]);
    await deleteMedia(tx, dropped);
    await changed(tx, actor, 'delete', before, null);
  });
  forgetMedia(dropped);
}
