import { z } from 'astro/zod';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { keepGaClientId } from '~/server/members/member.service';

const body = z.object({
  ga_client_id: z
    .string({ error: 'ga_client_id가 필요합니다.' })
    .trim()
    .regex(/^[\w.-]{1,100}$/, { error: 'ga_client_id 형식이 올바르지 않습니다.' }),
});

/** Spec 7: the analytics client id is kept on the session (visitors without one have nothing to keep it on). */
export const POST = endpoint(async ({ request, locals }) => {
  const { ga_client_id } = await parseBody(body, request);
  return { stored: await keepGaClientId(locals.session, ga_client_id) };
});
export const ALL = otherMethods('POST');
