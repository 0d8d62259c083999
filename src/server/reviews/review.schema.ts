import { z } from 'astro/zod';

export const productId = z.coerce
  .number({ error: '상품을 선택해 주세요.' })
  .int({ error: '상품을 선택해 주세요.' })
  .min(1, { error: '상품을 선택해 주세요.' })
  .max(2_147_483_647, { error: '상품을 선택해 주세요.' });

export const reviewFields = z.object({
  // An empty form field means no star was chosen, not zero stars.
  rating: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: '별점을 선택해 주세요.' })
      .int({ error: '별점은 1에서 5 사이의 정수입니다.' })
      .min(1, { error: '별점은 1에서 5 사이의 정수입니다.' })
      .max(5, { error: '별점은 1에서 5 사이의 정수입니다.' }),
  ),
  body: z
    .string({ error: '후기를 입력해 주세요.' })
    .trim()
    .min(10, { error: '후기는 10자 이상 적어 주세요.' })
    .max(2000, { error: '후기는 2,000자 이하로 적어 주세요.' }),
});

/**
 * An edit. `keep_photos` lists the current photos to keep (new ones are added after them); without
 * it, new photos replace the old ones, and with neither the photos stay as they are.
 */
export const reviewUpdate = reviewFields.extend({
  keep_photos: z
    .array(
      z.string({ error: '유지할 사진이 올바르지 않습니다.' }).max(300, { error: '유지할 사진이 올바르지 않습니다.' }),
      {
        error: '유지할 사진이 올바르지 않습니다.',
      },
    )
    .max(5, { error: '사진은 최대 5장까지 올릴 수 있습니다.' })
    .optional(),
});
