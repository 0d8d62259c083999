import { z } from 'astro/zod';
import { CURRENCIES, LANGUAGES } from '~/lib/constants';

export const languageBody = z.object({
  lang: z.enum(LANGUAGES, { error: '언어는 kr 또는 en이어야 합니다.' }),
  currency: z.enum(CURRENCIES, { error: '통화는 krw 또는 usd여야 합니다.' }).optional(),
});
