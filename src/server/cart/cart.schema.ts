import { z } from 'astro/zod';

/** Largest quantity one line may ask for; stock bounds it further. */
export const MAX_LINE_QUANTITY = 9999;

/** A positive id sent as a number or a numeric string (forms send strings). */
export const idOf = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: message }).transform(Number)], { error: message })
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(1, { error: message })
        .max(2_147_483_647, { error: message }),
    );

/** No option: absent, null or an empty choice. */
export const optionId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  idOf('옵션을 올바르게 선택해 주세요.').optional(),
);

export const quantity = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/, { error: '수량은 숫자로 입력해 주세요.' })
        .transform(Number),
    ],
    {
      error: '수량을 입력해 주세요.',
    },
  )
  .pipe(
    z
      .number()
      .int({ error: '수량은 정수로 입력해 주세요.' })
      .min(1, { error: '수량은 1개 이상이어야 합니다.' })
      .max(MAX_LINE_QUANTITY, { error: `수량은 ${MAX_LINE_QUANTITY}개 이하여야 합니다.` }),
  );

export const updateLineBody = z
  .object({
    quantity: quantity.optional(),
    option_id: idOf('옵션을 올바르게 선택해 주세요.').optional(),
    selected: z.boolean({ error: 'selected는 true 또는 false여야 합니다.' }).optional(),
  })
  .refine((b) => b.quantity !== undefined || b.option_id !== undefined || b.selected !== undefined, {
    error: '변경할 수량, 옵션 또는 선택 여부를 보내 주세요.',
    path: ['quantity'],
  });
export type UpdateLineBody = z.output<typeof updateLineBody>;

export const selectAllBody = z.object({
  selected: z.boolean({ error: 'selected는 true 또는 false여야 합니다.' }),
});

export const removeLinesQuery = z.object({
  selected: z.literal('1', { error: '선택한 상품을 삭제하려면 selected=1을 보내 주세요.' }),
});
