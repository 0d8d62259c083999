import { attachment } from '~/server/boards/board.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { privateFileResponse } from '~/server/http/private-file';
import { requireMember } from '~/server/members/require';

/** An attachment of a post, to its writer or an administrator only (others: 404). */
export const GET = endpoint(async (ctx) => {
  const viewer = requireMember(ctx);
  return privateFileResponse(await attachment(viewer, idParam(ctx.params.id), idParam(ctx.params.fileId)));
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
