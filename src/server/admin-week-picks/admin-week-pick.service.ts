/**
 * The week picks editors run from the back office: each week's number and dates (on Seoul's
 * calendar, one pick per week and no two overlapping), its discount, its title in both languages, its
 * picture, and the product or category it leads to (which must exist). Pictures are checked by their
 * bytes and re-encoded as WebP. Each change is audited (`week_pick`) and, once committed, the home
 * page of every process shows it (`tags.home`).
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { restoreValues, textsOfHistory } from '../audit/versions.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb, type Tx } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { deleteMedia, forgetMedia, saveMedia } from '../media/media.service.ts';
import { encodeUpload, photoUrl } from '../reviews/photos.ts';
import {
  clashingPick,
  insertWeekPick,
  linkExists,
  listWeekPicks,
  removeWeekPick,
  type WeekPickRow,
  weekPickById,
  writeWeekPick,
} from './admin-week-pick.repository.ts';
import type { WeekPickInput } from './admin-week-pick.schema.ts';

export type { WeekPickRow };

const FOLDER = 'week-picks/uploads';
/** Pictures uploaded here; the demo shop's own pictures are never deleted. */
const OWN_PREFIX = `/media/${FOLDER}/`;
const NOT_FOUND = '이번 주 추천을 찾을 수 없습니다.';
const AUDITED = [
  'week_no',
  'starts_on',
  'ends_on',
  'discount_rate',
  'title',
  'title_en',
  'image',
  'link_type',
  'link_id',
] as const;

export async function allWeekPicks(): Promise<WeekPickRow[]> {
  return listWeekPicks(await getDb());
}

export async function adminWeekPick(id: number): Promise<WeekPickRow> {
  const row = await weekPickById(await getDb(), id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/** The rules that need the database: a free week number, no overlapping dates, a link that exists. */
async function check(tx: Tx, input: WeekPickInput, except: number): Promise<void> {
  const issues: Record<string, string[]> = {};
  const clash = await clashingPick(tx, { ...input, except });
  if (clash.week) issues.week_no = [`${input.week_no}주차 추천이 이미 있습니다.`];
  if (clash.dates)
    issues.starts_on = [
      `${clash.dates.week_no}주차(${clash.dates.starts_on} ~ ${clash.dates.ends_on})와 기간이 겹칩니다.`,
    ];
  if (!(await linkExists(tx, input.link_type, input.link_id))) {
    issues.link_id = [input.link_type === 'product' ? '없는 상품 번호입니다.' : '없는 카테고리 번호입니다.'];
  }
  if (Object.keys(issues).length) throw new ValidationError(issues);
}

async function changed(
  tx: Tx,
  actor: AuditActor,
  action: 'create' | 'update' | 'delete' | 'restore',
  before: WeekPickRow | null,
  after: WeekPickRow | null,
) {
  const changes = changesOf(before, after, AUDITED);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, { actor, action, entityType: 'week_pick', entityId: (after ?? before)?.id ?? 0, changes });
  touch(tx, [tags.home]);
}

const own = (path: string | undefined) => (path?.startsWith(OWN_PREFIX) ? [path.replace(/^\/media\//, '')] : []);

/** A new week pick: its picture is required (422 naming `image`). */
export async function createWeekPick(
  actor: AuditActor,
  input: WeekPickInput,
  image: File | undefined,
): Promise<WeekPickRow> {
  if (!image) throw new ValidationError({ image: ['사진을 올려 주세요.'] });
  const file = await encodeUpload(image, FOLDER, 'image');
  return transact(await getDb(), async (tx) => {
    await check(tx, input, 0);
    await saveMedia(tx, [file]);
    const made = await insertWeekPick(tx, { ...input, image: photoUrl(file.path) });
    await changed(tx, actor, 'create', null, made);
    return made;
  });
}

/**
 * New fields, and a new picture when one is given. The picture it replaces is kept: an earlier
 * version can be restored (`restoreWeekPick`); the pick's pictures go when it is deleted.
 */
export async function updateWeekPick(
  actor: AuditActor,
  id: number,
  input: WeekPickInput,
  image: File | undefined,
): Promise<WeekPickRow> {
  const file = image ? await encodeUpload(image, FOLDER, 'image') : undefined;
  return transact(await getDb(), async (tx) => {
    const before = await weekPickById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    await check(tx, input, id);
    if (file) await saveMedia(tx, [file]);
    const row = await writeWeekPick(tx, id, { ...input, ...(file ? { image: photoUrl(file.path) } : {}) });
    await changed(tx, actor, 'update', before, row);
    return row;
  });
}

/**
 * An earlier version (`../audit/versions.service.ts`) written back, audited `restore`. The rules that hold
 * between picks still apply: a week number or dates another pick took since are a 422.
 */
export async function restoreWeekPick(actor: AuditActor, id: number, versionId: number): Promise<WeekPickRow> {
  return transact(await getDb(), async (tx) => {
    const before = await weekPickById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const v = (await restoreValues(tx, 'week_pick', id, before, versionId, AUDITED)) as Partial<WeekPickRow>;
    await check(tx, { ...before, ...v } as WeekPickInput, id);
    const row = await writeWeekPick(tx, id, v);
    await changed(tx, actor, 'restore', before, row);
    return row;
  });
}

export async function deleteWeekPick(actor: AuditActor, id: number): Promise<void> {
  let dropped: string[] = [];
  await transact(await getDb(), async (tx) => {
    const before = await weekPickById(tx, id, true);
    if (!before) throw new NotFoundError(NOT_FOUND);
    await removeWeekPick(tx, id);
    dropped = [...new Set([before.image, ...(await textsOfHistory(tx, 'week_pick', id, ['image']))].flatMap(own))];
    await deleteMedia(tx, dropped);
    await changed(tx, actor, 'delete', before, null);
  });
  forgetMedia(dropped);
}
