import { z } from 'astro/zod';
import { MAX_PIECES } from './shopping-list.service.ts';

const PIECES_MESSAGE = `만들 개수는 1개부터 ${MAX_PIECES}개까지 입력해 주세요.`;

/** How many pieces the reader means to make: a whole number from 1 to 50 (forms send strings). */
export const pieces = z.coerce
  .number({ error: PIECES_MESSAGE })
  .int({ error: PIECES_MESSAGE })
  .min(1, { error: PIECES_MESSAGE })
  .max(MAX_PIECES, { error: PIECES_MESSAGE });

const SKIP_MESSAGE = '제외할 재료를 올바르게 선택해 주세요.';
const materialId = z.coerce
  .number({ error: SKIP_MESSAGE })
  .int({ error: SKIP_MESSAGE })
  .min(1, { error: SKIP_MESSAGE });

/** Lines taken out of the list: ids as an array, or comma-separated in a query string. */
const skip = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',')) : v),
  z.array(materialId, { error: SKIP_MESSAGE }).max(100, { error: SKIP_MESSAGE }),
);

/** `GET …/materials?pieces=3&skip=4,5`; without skip, tools start out of the list. */
export const shoppingListQuery = z.object({ pieces: pieces.default(1), skip: skip.optional() });

/** `POST …/cart {"pieces":3,"skip":[4,5]}`; without skip, as the list: tools out. */
export const shoppingListCartBody = z.object({ pieces, skip: skip.optional() });
