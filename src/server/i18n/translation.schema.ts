import { z } from 'astro/zod';

export const MAX_TERMS = 200;
export const MAX_TERM_LENGTH = 500;

export const packageQuery = z.object({
  locale: z.enum(['kr', 'en'], { error: 'locale은 kr 또는 en이어야 합니다.' }),
});

/** Spec 7: a map of untranslated source phrases; empty entries are dropped before the limits apply. */
export const termsBody = z.object({
  locale: z.enum(['en'], { error: '번역할 수 있는 언어는 en입니다.' }),
  terms: z
    .record(z.string(), z.unknown(), { error: 'terms는 문구 목록이어야 합니다.' })
    .transform((map) =>
      [...new Set(Object.keys(map).map((k) => k.trim()))].filter(
        (k) => k !== '' && map[k] !== '' && map[k] !== null && map[k] !== undefined,
      ),
    )
    .pipe(
      z
        .array(z.string().max(MAX_TERM_LENGTH, { error: `문구는 ${MAX_TERM_LENGTH}자 이하여야 합니다.` }))
        .max(MAX_TERMS, { error: `한 번에 ${MAX_TERMS}개까지 보낼 수 있습니다.` }),
    ),
});
