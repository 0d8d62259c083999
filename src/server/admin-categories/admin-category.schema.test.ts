import { describe, expect, it } from 'vitest';
import { categoryFields, categoryMove, categoryOrder } from './admin-category.schema.ts';

// A number past the id column's range (a 32-bit integer) names no category: the forms refuse it with
// their message (422), not a database error.
describe('category numbers in the back office’s forms', () => {
  it('refuses numbers past the id column’s range', () => {
    expect(categoryMove.safeParse({ id: 2_147_483_648 }).error?.issues[0]?.message).toBe(
      '옮길 카테고리를 선택해 주세요.',
    );
    expect(categoryMove.safeParse({ id: 5, parent_id: 2_147_483_648 }).error?.issues[0]?.message).toBe(
      '상위 카테고리를 확인해 주세요.',
    );
    expect(categoryOrder.safeParse({ ids: [1, 2_147_483_648] }).error?.issues[0]?.message).toBe(
      '카테고리 번호를 확인해 주세요.',
    );
    expect(categoryFields.safeParse({ name: '캔들', name_en: 'Candles', parent_id: -1 }).success).toBe(false);
  });

  it('takes the largest id there can be, and a blank parent as the first level', () => {
    expect(categoryMove.parse({ id: '2147483647', parent_id: '' })).toEqual({ id: 2_147_483_647, parent_id: null });
    expect(categoryOrder.parse({ ids: ['3', 4] }).ids).toEqual([3, 4]);
  });
});
