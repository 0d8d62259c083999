import { clickLogBody } from '~/server/analytics/click-log.schema';
import { recordClick } from '~/server/analytics/click-log.service';
import { clientIp } from '~/server/http/client-ip';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';

export const POST = endpoint(async (ctx) => {
  const saved = await recordClick(await parseBody(clickLogBody, ctx.request), clientIp(ctx));
  return json({ data: saved }, { status: 201 });
});
export const ALL = otherMethods('POST');
