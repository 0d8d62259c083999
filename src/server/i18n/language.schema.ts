import { z } from 'astro/zod';
import { CURRENCIES, LANGUAGES } from '~/lib/constants';
import { pairedCurrency } from './locale.ts';

export const languageBody = z
  .object({
    lang: z.enum(LANGUAGES, { error: '언어는 kr 또는 en이어야 합니다.' }),
    currency: z.enum(CURRENCIES, { error: '통화는 krw 또는 usd여야 합니다.' }).optional(),
  })
  // Spec §4: the switch is Korean with KRW or English with USD; another pair is refused (422).
  .refine((b) => b.currency === undefined || b.currency === pairedCurrency(b.lang), {
    path: ['currency'],
    error: '한국어는 원화(krw), 영어는 달러(usd)로만 선택할 수 있습니다.',
  });
