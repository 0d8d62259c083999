import { z } from 'astro/zod';
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { loggedDate, restoreValues } from '../audit/versions.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { EDITOR_MESSAGES, type PostInput, postFields } from '../editorial/editor.schema.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { listFaqs } from './content.repository.ts';
import {
  deleteFaq as deleteFaqRow,
  type FaqRow,
  type FaqValues,
  faqCategories,
  findFaq,
  insertFaq,
  lockAllFaqs,
  lockFaq,
  setFaqOrder,
  updateFaq as updateFaqRow,
  writeFaq,
} from './faq.repository.ts';

export const FAQ_MESSAGES = {
  notFound: '질문을 찾을 수 없습니다.',
  created: '질문이 등록되었습니다.',
  updated: '질문이 수정되었습니다.',
  deleted: '질문이 삭제되었습니다.',
} as const;

const category = z
  .string({ error: EDITOR_MESSAGES.category })
  .trim()
  .min(1, { error: EDITOR_MESSAGES.category })
  .max(30, { error: EDITOR_MESSAGES.categoryMax });

/**
 * An FAQ entry as its editor sends it: the question is the title, the answer the body, in a
 * category (its English name is taken from the category's other entries when left blank).
 * An entry carries no files: an answer links to a notice or a document instead.
 */
export const faqEdit = z.object({
  ...postFields({ bodyRequired: true }),
  category,
  category_en: z
    .string({ error: EDITOR_MESSAGES.categoryMax })
    .trim()
    .max(30, { error: EDITOR_MESSAGES.categoryMax })
    .optional()
    .transform((v) => v ?? ''),
});
export type FaqInput = PostInput & { category: string; category_en: string };

/** The fields each change is audited by; an earlier version restores them (`restoreFaq`). */
export const FAQ_VERSIONED = [
  'category',
  'category_en',
  'question',
  'question_en',
  'answer',
  'answer_en',
  'is_pinned',
  'published_at',
] as const;
const AUDITED = FAQ_VERSIONED;

const missing = () => new NotFoundError(FAQ_MESSAGES.notFound);

async function valuesOf(input: FaqInput, publishedAt: Date): Promise<FaqValues> {
  const known = (await faqCategories(await getDb())).find((c) => c.category === input.category);
  return {
    category: input.category,
    category_en: input.category_en || known?.category_en || input.category,
    question: input.title,
    question_en: input.title_en,
    answer: input.body,
    answer_en: input.body_en,
    is_pinned: input.is_pinned,
    published_at: publishedAt,
  };
}

/** The categories the editor offers, with their English names. */
export async function faqCategoryList() {
  return faqCategories(await getDb());
}

/** One entry as its editor opens it, whatever its date. */
export async function faqForEdit(id: number): Promise<FaqRow> {
  const row = await findFaq(await getDb(), id);
  if (!row) throw missing();
  return row;
}

export async function createFaq(actor: AuditActor, input: FaqInput): Promise<FaqRow> {
  const values = await valuesOf(input, input.published_at ?? new Date());
  return transact(await getDb(), async (tx) => {
    const row = await insertFaq(tx, values);
    await recordAudit(tx, {
      actor,
      action: 'create',
      entityType: 'faq',
      entityId: row.id,
      changes: changesOf(null, row, AUDITED),
    });
    touch(tx, [tags.notice]);
    return row;
  });
}

export async function updateFaq(actor: AuditActor, id: number, input: FaqInput): Promise<FaqRow> {
  const db = await getDb();
  const found = await findFaq(db, id);
  if (!found) throw missing();
  const values = await valuesOf(input, input.published_at ?? found.published_at);
  return transact(db, async (tx) => {
    const before = await lockFaq(tx, id);
    if (!before) throw missing();
    const row = await updateFaqRow(tx, id, values);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entityType: 'faq',
      entityId: id,
      changes: changesOf(before, row, AUDITED),
    });
    touch(tx, [tags.notice]);
    return row;
  });
}

export async function deleteFaq(actor: AuditActor, id: number): Promise<{ id: number }> {
  await transact(await getDb(), async (tx) => {
    const before = await lockFaq(tx, id);
    if (!before) throw missing();
    await deleteFaqRow(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entityType: 'faq',
      entityId: id,
      changes: changesOf(before, null, AUDITED),
    });
    touch(tx, [tags.notice]);
  });
  return { id };
}

/** Every entry, dated in the future too, in the operator's order: the studio's list. */
export async function faqsForStudio(): Promise<FaqRow[]> {
  return listFaqs(await getDb(), true);
}

/**
 * A new order for the whole FAQ: `ids` is every entry once, first to last (categories appear in the
 * order of their first entry). A list that no longer matches the entries (one added or deleted
 * meanwhile) is a 409, and nothing moves. Each entry that moved is audited (`sort_order`).
 */
export async function reorderFaqs(actor: AuditActor, ids: number[]): Promise<FaqRow[]> {
  return transact(await getDb(), async (tx) => {
    const rows = await lockAllFaqs(tx);
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new ConflictError('그사이 질문이 더해지거나 지워졌습니다. 새로 고친 뒤 순서를 다시 정해 주세요.');
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    let moved = 0;
    for (const [i, id] of ids.entries()) {
      const before = byId.get(id) as FaqRow;
      if (before.sort_order === i + 1) continue;
      await setFaqOrder(tx, id, i + 1);
      moved += 1;
      await recordAudit(tx, {
        actor,
        action: 'update',
        entityType: 'faq',
        entityId: id,
        changes: { sort_order: { before: before.sort_order, after: i + 1 } },
      });
    }
    if (moved) touch(tx, [tags.notice]);
    return lockAllFaqs(tx);
  });
}

/** An earlier version of an entry (`../audit/versions.service.ts`) written back, audited `restore`. */
export async function restoreFaq(actor: AuditActor, id: number, versionId: number): Promise<FaqRow> {
  return transact(await getDb(), async (tx) => {
    const before = await lockFaq(tx, id);
    if (!before) throw missing();
    const v = await restoreValues(tx, 'faq', id, before, versionId, FAQ_VERSIONED);
    const row = await writeFaq(tx, id, {
      ...(v as Partial<FaqValues>),
      published_at: loggedDate(v.published_at) ?? before.published_at,
    });
    await recordAudit(tx, {
      actor,
      action: 'restore',
      entityType: 'faq',
      entityId: id,
      changes: changesOf(before, row, AUDITED),
    });
    touch(tx, [tags.notice]);
    return row;
  });
}
