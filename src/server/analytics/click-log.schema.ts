import { z } from 'astro/zod';
import { CLICK_PLATFORMS } from '~/lib/constants';
import { josa } from '~/lib/josa';

const text = (field: string, max: number) =>
  z
    .union([z.string(), z.number()], { error: `${josa(field, '은/는')} 필수입니다.` })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${josa(field, '은/는')} 필수입니다.` })
        .max(max, { error: `${josa(field, '은/는')} ${max}자 이하여야 합니다.` }),
    );

export const clickLogBody = z.object({
  click_id: text('click_id', 64),
  click_type: text('click_type', 64),
  click_name: text('click_name', 200),
  platform: z.enum(CLICK_PLATFORMS, { error: 'platform은 pc 또는 mobile이어야 합니다.' }),
});

export type ClickLogInput = z.infer<typeof clickLogBody>;
