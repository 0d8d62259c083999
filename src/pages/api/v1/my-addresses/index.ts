import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';
import { addressBody } from '~/server/members/address.schema';
import { toAddressWire } from '~/server/members/address.serializer';
import { addAddress, savedAddresses } from '~/server/members/address.service';
import { requireMember } from '~/server/members/require';

/** The member's saved addresses (at most 20), the default first. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return { data: (await savedAddresses(member.id)).map(toAddressWire) };
});

/** Saves a new address (201); the 21st is a 422. */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const input = await parseBody(addressBody, ctx.request);
  const saved = await addAddress(member.id, input);
  return json({ data: toAddressWire(saved), message: '배송지를 저장했습니다.' }, { status: 201 });
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
