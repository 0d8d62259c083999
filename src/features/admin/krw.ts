import type { Language } from '~/lib/constants';

/** The back office counts in won whatever the shop's display currency: 12,000원, or ₩12,000 in English. */
export function krw(amount: number, lang: Language): string {
  const digits = amount.toLocaleString('ko-KR');
  return lang === 'en' ? `₩${digits}` : `${digits}원`;
}
