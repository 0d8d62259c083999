import type { Currency, Language } from '~/lib/constants';

export type Locale = { lang: Language; currency: Currency };

/** Spec 4: Korean with KRW switches to English with USD, and back. */
export function otherLocale(lang: Language): Locale {
  return lang === 'kr' ? { lang: 'en', currency: 'usd' } : { lang: 'kr', currency: 'krw' };
}

/** The question asked before switching, in the language the shopper is reading now. */
export function switchQuestion(lang: Language): string {
  return lang === 'kr' ? '영어(USD)로 변경하시겠습니까?' : 'Switch to Korean (KRW)?';
}
