import { z } from 'astro/zod';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { isHttps } from '~/server/http/secure';
import { parseBody } from '~/server/http/validate';
import { keepGaClientId } from '~/server/members/member.service';
import { GA_CLIENT_ID } from '~/server/members/session.service';

const body = z.object({
  ga_client_id: z
    .string({ error: 'ga_client_id가 필요합니다.' })
    .trim()
    .regex(GA_CLIENT_ID, { error: 'ga_client_id 형식이 올바르지 않습니다.' }),
});

/** Spec 7: the analytics client id is kept on the session, or a visitor's cookie until login. */
export const POST = endpoint(async ({ request, locals, cookies, url }) => {
  const { ga_client_id } = await parseBody(body, request);
  return { stored: await keepGaClientId(locals.session, ga_client_id, cookies, isHttps(url)) };
});
export const ALL = otherMethods('POST');
