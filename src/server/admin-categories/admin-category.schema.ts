import { z } from 'astro/zod';
import { josa } from '~/lib/josa';

/** A category's name: given, at most 50 characters. */
const name = (what: string) =>
  z
    .string({ error: `${josa(what, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, { error: `${josa(what, '을/를')} 입력해 주세요.` })
    .max(50, { error: `${josa(what, '은/는')} 50자 이하로 입력해 주세요.` });

/** The largest id a category can have (the column is a 32-bit integer): a larger number names none. */
const MAX_ID = 2_147_483_647;

/** A category number as sent: a positive whole number within the column's range. */
const categoryNumber = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });

const parentId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  categoryNumber('상위 카테고리를 확인해 주세요.').nullable(),
);

/** Names of a category, as renaming sends them. */
export const categoryNames = z.object({ name: name('카테고리 이름'), name_en: name('영문 이름') });
export type CategoryNamesInput = z.infer<typeof categoryNames>;

/** A new category: its names and the category it sits under (none for a first-level one). */
export const categoryFields = categoryNames.extend({ parent_id: parentId.default(null) });
export type CategoryInput = z.infer<typeof categoryFields>;

/** A new order of one category's children (or of the first level): every one of them, once each. */
export const categoryOrder = z.object({
  parent_id: parentId.default(null),
  ids: z
    .array(
      z.coerce
        .number({ error: '카테고리 번호를 확인해 주세요.' })
        .pipe(categoryNumber('카테고리 번호를 확인해 주세요.')),
      {
        error: '순서를 보내 주세요.',
      },
    )
    .min(1, { error: '순서를 보내 주세요.' })
    .max(500, { error: '순서는 500개까지입니다.' }),
});
export type CategoryOrderInput = z.infer<typeof categoryOrder>;

/** The tree has three levels: first, second and third. */
export const MAX_DEPTH = 3;

/** `true`/`false` as a form sends them, or a JSON boolean. */
const shown = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: '표시 여부를 확인해 주세요.' }),
);

/**
 * A category's place: the category it moves under (null: the first level) and whether shoppers see it.
 * A field left out stays as it is.
 */
const newParent = z.preprocess(
  (v) => (v === '' || v === null ? null : typeof v === 'string' ? Number(v) : v),
  categoryNumber('상위 카테고리를 확인해 주세요.').nullable(),
);

export const categoryPlace = z
  .object({ parent_id: newParent.optional(), is_visible: shown.optional() })
  .strict()
  .refine((v) => v.parent_id !== undefined || v.is_visible !== undefined, {
    error: '바꿀 상위 카테고리나 표시 여부를 보내 주세요.',
    path: ['parent_id'],
  });
export type CategoryPlaceInput = z.output<typeof categoryPlace>;

/** The tree's move form: which category, and under which (none: the first level). */
export const categoryMove = z.object({
  id: z.coerce
    .number({ error: '옮길 카테고리를 선택해 주세요.' })
    .pipe(categoryNumber('옮길 카테고리를 선택해 주세요.')),
  parent_id: newParent.default(null),
});
