import { z } from 'astro/zod';
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { EDITOR_MESSAGES, type PostInput, postFields } from '../editorial/editor.schema.ts';
import { NotFoundError } from '../http/errors.ts';
import {
  deleteFaq as deleteFaqRow,
  type FaqRow,
  type FaqValues,
  faqCategories,
  findFaq,
  insertFaq,
  lockFaq,
  updateFaq as updateFaqRow,
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

const AUDITED = [
  'category',
  'category_en',
  'question',
  'question_en',
  'answer',
  'answer_en',
  'is_pinned',
  'published_at',
] as const;

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
