import { customOrderFile } from '~/server/custom-orders/custom-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { privateFileResponse } from '~/server/http/private-file';
import { requireMember } from '~/server/members/require';

/** A file sent with a signature-scent request, to the member who sent it or an administrator (others: 404). */
export const GET = endpoint(async (ctx) => {
  const viewer = requireMember(ctx);
  return privateFileResponse(await customOrderFile(viewer, idParam(ctx.params.id), idParam(ctx.params.fileId)));
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
