/**
 * The translation queue of the back office (spec §4, §7): the terms the shop showed without an
 * English translation (pending), those the model translated (machine-made, shown to visitors but not
 * yet approved) and those an editor wrote or approved. An editor's English is approved at once;
 * approving keeps the model's. Every change is audited (`translation`) and, once committed, every
 * process's pages and packages take it (`tags.translations`).
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import {
  countByStatus,
  listTranslations,
  type TranslationRow,
  translationById,
  writeTranslation,
} from './admin-translation.repository.ts';
import { placeholdersOf, TRANSLATION_STATUSES, type TranslationFilters } from './admin-translation.schema.ts';

export type { TranslationRow };

/** The one language translated from Korean. */
export const TARGET_LOCALE = 'en';
const NOT_FOUND = '번역 문구를 찾을 수 없습니다.';
const AUDITED = ['translation', 'status'] as const;

/**
 * How much of what the shop has shown is in English: of every term recorded (shipped, met on a page,
 * or sent by a browser), the share with a translation, and the approved share.
 */
export type Coverage = { total: number; pending: number; translated: number; reviewed: number; percent: number };

export function coverageOf(counts: Record<string, number>): Coverage {
  const [pending, translated, reviewed] = TRANSLATION_STATUSES.map((s) => counts[s] ?? 0) as [number, number, number];
  const total = pending + translated + reviewed;
  const percent = total === 0 ? 100 : Math.floor(((translated + reviewed) / total) * 1000) / 10;
  return { total, pending, translated, reviewed, percent };
}

export async function translationQueue(
  f: TranslationFilters,
  page: number,
  perPage: number,
): Promise<Page<TranslationRow> & { coverage: Coverage }> {
  const db = await getDb();
  const [{ rows, total }, counts] = await Promise.all([
    listTranslations(db, TARGET_LOCALE, f, perPage, offsetOf(page, perPage)),
    countByStatus(db, TARGET_LOCALE),
  ]);
  return { ...toPage(rows, total, page, perPage), coverage: coverageOf(counts) };
}

async function change(
  actor: AuditActor,
  id: number,
  next: (before: TranslationRow) => { translation: string; status: string },
): Promise<TranslationRow> {
  return transact(await getDb(), async (tx) => {
    const before = await translationById(tx, id, true);
    if (!before || before.locale !== TARGET_LOCALE) throw new NotFoundError(NOT_FOUND);
    const after = await writeTranslation(tx, id, next(before));
    const changes = changesOf(before, after, AUDITED);
    if (Object.keys(changes).length) {
      await recordAudit(tx, { actor, action: 'update', entityType: 'translation', entityId: id, changes });
      touch(tx, [tags.translations]);
    }
    return after;
  });
}

/** An editor's English for a term, approved as written; it keeps every `{placeholder}` of the source (422). */
export function editTranslation(actor: AuditActor, id: number, translation: string): Promise<TranslationRow> {
  return change(actor, id, (before) => {
    const wanted = placeholdersOf(before.source);
    const missing = wanted.filter((p) => !translation.includes(p));
    if (missing.length) {
      throw new ValidationError({ translation: [`원문의 ${missing.join(', ')}를 번역문에도 그대로 넣어 주세요.`] });
    }
    return { translation, status: 'reviewed' };
  });
}

/** Approves the model's translation as it stands; a term with none yet cannot be approved (409). */
export function approveTranslation(actor: AuditActor, id: number): Promise<TranslationRow> {
  return change(actor, id, (before) => {
    if (!before.translation)
      throw new ConflictError('번역문이 없는 문구는 승인할 수 없습니다. 번역문을 먼저 입력해 주세요.');
    return { translation: before.translation, status: 'reviewed' };
  });
}
