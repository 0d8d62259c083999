import { z } from 'astro/zod';

const won = (what: string) =>
  z
    .number({ error: `${what}을 숫자로 입력해 주세요.` })
    .int({ error: `${what}은 원 단위 정수로 입력해 주세요.` })
    .min(0, { error: `${what}은 0원 이상이어야 합니다.` })
    .max(100_000_000, { error: `${what}은 1억 원 이하로 입력해 주세요.` });

/** `PATCH /api/admin/products/{id}`: any of price, discount, stock and status; at least one. */
export const productChangeFields = z
  .object({
    base_price: won('판매가').optional(),
    discount_rate: z
      .number({ error: '할인율을 숫자로 입력해 주세요.' })
      .int({ error: '할인율은 정수로 입력해 주세요.' })
      .min(0, { error: '할인율은 0% 이상이어야 합니다.' })
      .max(90, { error: '할인율은 90% 이하로 입력해 주세요.' })
      .optional(),
    stock: z
      .number({ error: '재고를 숫자로 입력해 주세요.' })
      .int({ error: '재고는 정수로 입력해 주세요.' })
      .min(0, { error: '재고는 0 이상이어야 합니다.' })
      .max(1_000_000, { error: '재고는 1,000,000개 이하로 입력해 주세요.' })
      .optional(),
    status: z
      .enum(['active', 'hidden', 'soldout-hidden'], { error: '상태는 active, hidden, soldout-hidden 중 하나입니다.' })
      .optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: '바꿀 항목을 하나 이상 보내 주세요.',
    path: ['base_price'],
  });
