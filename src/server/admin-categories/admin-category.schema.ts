import { z } from 'astro/zod';

/** A category's name: given, at most 50 characters. */
const name = (what: string) =>
  z
    .string({ error: `${what}을(를) 입력해 주세요.` })
    .trim()
    .min(1, { error: `${what}을(를) 입력해 주세요.` })
    .max(50, { error: `${what}은(는) 50자 이하로 입력해 주세요.` });

const parentId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: '상위 카테고리를 확인해 주세요.' }).int({ error: '상위 카테고리를 확인해 주세요.' }).nullable(),
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
    .array(z.coerce.number({ error: '카테고리 번호를 확인해 주세요.' }).int(), { error: '순서를 보내 주세요.' })
    .min(1, { error: '순서를 보내 주세요.' })
    .max(500, { error: '순서는 500개까지입니다.' }),
});
export type CategoryOrderInput = z.infer<typeof categoryOrder>;

/** The tree has three levels: first, second and third. */
export const MAX_DEPTH = 3;
