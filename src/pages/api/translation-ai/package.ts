import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { packageQuery } from '~/server/i18n/translation.schema';
import { translationPackage } from '~/server/i18n/translation.service';

export const GET = endpoint(async ({ url }) => translationPackage(parseQuery(packageQuery, url).locale));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
