import { config } from '~/server/config';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { consume } from '~/server/http/rate-limit';
import { parseBody } from '~/server/http/validate';
import { termsBody } from '~/server/i18n/translation.schema';
import { submitTerms } from '~/server/i18n/translation.service';

const LIMIT = { name: 'translation-terms', points: config.translationTermsLimitPerMinute, durationSeconds: 60 };

export const POST = endpoint(async (ctx) => {
  await consume(LIMIT, clientIp(ctx));
  const { locale, terms } = await parseBody(termsBody, ctx.request);
  return submitTerms(locale, terms);
});
export const ALL = otherMethods('POST');
