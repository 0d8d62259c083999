import { z } from 'astro/zod';
import { pageQuery } from '../http/pagination.ts';
import { MAX_TERM_LENGTH } from '../i18n/translation.schema.ts';

/**
 * Where a term stands: waiting for a translation, translated by the model (machine-made, shown but
 * not yet approved), or approved by an editor (written or checked by a person).
 */
export const TRANSLATION_STATUSES = ['pending', 'translated', 'reviewed'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

const blankless = (v: unknown) => (v === '' ? undefined : v);

/** The queue's filters, shared by the page and its JSON call. */
export const translationFilters = z.object({
  status: z.preprocess(
    blankless,
    z.enum(TRANSLATION_STATUSES, { error: `상태는 ${TRANSLATION_STATUSES.join(', ')} 중 하나입니다.` }).optional(),
  ),
  q: z.preprocess(blankless, z.string().trim().max(100, { error: '검색어는 100자 이하로 입력해 주세요.' }).optional()),
});
export type TranslationFilters = z.output<typeof translationFilters>;

export const translationQuery = translationFilters.and(pageQuery(30));

/** `{count}` and the like: a translation keeps every placeholder of its source. */
export const placeholdersOf = (text: string): string[] => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** An editor's English for one term. */
export const translationBody = z.object({
  translation: z
    .string({ error: '번역문을 입력해 주세요.' })
    .trim()
    .min(1, { error: '번역문을 입력해 주세요.' })
    .max(MAX_TERM_LENGTH, { error: `번역문은 ${MAX_TERM_LENGTH}자 이하로 입력해 주세요.` }),
});
