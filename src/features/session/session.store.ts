import { persistentAtom } from '@nanostores/persistent';
import { map } from 'nanostores';
import {
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  type Language,
  SESSION_LANGUAGE_STORAGE_KEY,
} from '~/lib/constants';

export type SessionUser = { mb_id?: string; mb_name?: string; mb_hp?: string; is_admin?: boolean };
export type Session = {
  user: SessionUser;
  lang: Language;
  currency: Currency;
  cart_key: string;
  coupon_count: number;
  notification_count: number;
};

export const EMPTY_SESSION: Session = {
  user: {},
  lang: DEFAULT_LANGUAGE,
  currency: DEFAULT_CURRENCY,
  cart_key: '',
  coupon_count: 0,
  notification_count: 0,
};

/** The session shared by every island and script (spec 3). */
export const $session = map<Session>({ ...EMPTY_SESSION });

/** Kept in the browser under the spec's keys: the language under pinia/session/language. */
export const $storedLanguage = persistentAtom<string>(SESSION_LANGUAGE_STORAGE_KEY, '');
export const $storedCurrency = persistentAtom<string>('pinia/session/currency', '');
export const $storedUser = persistentAtom<SessionUser>(
  'pinia/session/user',
  {},
  { encode: JSON.stringify, decode: JSON.parse },
);

export const isAuthenticated = (s: Session) => Boolean(s.user.mb_id);
export const isAdmin = (s: Session) => s.user.is_admin === true;

/** After login-check fails the session goes back to empty user, kr, krw, no cart key, zero counts (spec 4). */
export function resetSession(): void {
  $session.set({ ...EMPTY_SESSION });
  $storedUser.set({});
}

/**
 * Start-up (spec 4): the state embedded in the page is loaded (a parse failure is only logged),
 * then the locally stored values are applied over it.
 */
export function startSession(embedded: string | null | undefined): void {
  if (embedded) {
    try {
      $session.set({ ...EMPTY_SESSION, ...(JSON.parse(embedded) as Partial<Session>) });
    } catch (err) {
      console.error('initial state could not be read', err);
    }
  }
  const lang = $storedLanguage.get();
  const currency = $storedCurrency.get();
  if (lang === 'kr' || lang === 'en') $session.setKey('lang', lang);
  if (currency === 'krw' || currency === 'usd') $session.setKey('currency', currency);
  const user = $storedUser.get();
  if (!$session.get().user.mb_id && user.mb_id) $session.setKey('user', user);
}

export function setLocale(lang: Language, currency: Currency): void {
  $session.setKey('lang', lang);
  $session.setKey('currency', currency);
  $storedLanguage.set(lang);
  $storedCurrency.set(currency);
}
