import { endpoint, otherMethods } from '~/server/http/endpoint';
import { isHttps } from '~/server/http/secure';
import { parseBody } from '~/server/http/validate';
import { languageBody } from '~/server/i18n/language.schema';
import { pairedCurrency, writeLocaleCookies } from '~/server/i18n/locale';
import { saveLocale } from '~/server/members/member.service';

/** Spec 7: the session's language and currency; the page reloads afterwards and renders in them. */
export const POST = endpoint(async ({ request, cookies, url, locals }) => {
  const { lang, currency = pairedCurrency(lang) } = await parseBody(languageBody, request);
  writeLocaleCookies(cookies, lang, currency, isHttps(url));
  await saveLocale(locals.session, lang, currency);
  return { lang, currency };
});
export const ALL = otherMethods('POST');
