import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { toAddressWire } from '~/server/members/address.serializer';
import { makeDefaultAddress } from '~/server/members/address.service';
import { requireMember } from '~/server/members/require';

/** Makes the address the default; the former default stops being one in the same transaction. */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const saved = await makeDefaultAddress(member.id, idParam(ctx.params.id));
  return { data: toAddressWire(saved), message: '기본 배송지로 정했습니다.' };
});
export const ALL = otherMethods('POST');
