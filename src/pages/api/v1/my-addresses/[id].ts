import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { addressBody } from '~/server/members/address.schema';
import { toAddressWire } from '~/server/members/address.serializer';
import { changeAddress, removeAddress, savedAddress } from '~/server/members/address.service';
import { requireMember } from '~/server/members/require';

/** One saved address; another member's is a 404, as one that does not exist. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return { data: toAddressWire(await savedAddress(member.id, idParam(ctx.params.id))) };
});

/** Changes the address (every field; `is_default: true` makes it the default). */
export const PUT = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const id = idParam(ctx.params.id);
  const input = await parseBody(addressBody, ctx.request);
  return { data: toAddressWire(await changeAddress(member.id, id, input)), message: '배송지를 수정했습니다.' };
});

/** Deletes the address; when it was the default, the oldest one left becomes the default. */
export const DELETE = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  // No message: the page says it in its own language.
  return removeAddress(member.id, idParam(ctx.params.id));
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'DELETE');
