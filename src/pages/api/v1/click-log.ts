import { clickLogBody } from '~/server/analytics/click-log.schema';
import { recordClick } from '~/server/analytics/click-log.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';

export const POST = endpoint(async ({ request }) => {
  const saved = await recordClick(await parseBody(clickLogBody, request));
  return json({ data: saved }, { status: 201 });
});
export const ALL = otherMethods('POST');
