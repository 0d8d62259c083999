import type { AstroCookies } from 'astro';
import { type Currency, DEFAULT_LANGUAGE, type Language } from '~/lib/constants';

export const LANG_COOKIE = 'shop_lang';
export const CURRENCY_COOKIE = 'shop_currency';
const ONE_YEAR = 60 * 60 * 24 * 365;

const PAIRED: Record<Language, Currency> = { kr: 'krw', en: 'usd' };

export function isLanguage(v: unknown): v is Language {
  return v === 'kr' || v === 'en';
}

/** The language and currency the server renders in: the session's cookies, else Korean and KRW. */
export function localeFromCookies(cookies: AstroCookies): { lang: Language; currency: Currency } {
  return localeOf(cookies.get(LANG_COOKIE)?.value);
}

/**
 * The language and currency for the language cookie's value (maybe missing). A currency always goes
 * with its language: the currency cookie only repeats it, and one naming another pair (written by
 * hand) changes nothing.
 */
export function localeOf(lang: string | undefined): { lang: Language; currency: Currency } {
  const l = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  return { lang: l, currency: PAIRED[l] };
}

export function pairedCurrency(lang: Language): Currency {
  return PAIRED[lang];
}

export function writeLocaleCookies(cookies: AstroCookies, lang: Language, currency: Currency, secure: boolean): void {
  const opts = { path: '/', sameSite: 'lax' as const, httpOnly: true, secure, maxAge: ONE_YEAR };
  cookies.set(LANG_COOKIE, lang, opts);
  cookies.set(CURRENCY_COOKIE, currency, opts);
}
