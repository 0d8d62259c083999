import { readBoardRequest } from '~/server/boards/board.http';
import { CUSTOM_ORDER_MESSAGES, serviceRequestFields } from '~/server/custom-orders/custom-order.schema';
import { toCustomOrderWire } from '~/server/custom-orders/custom-order.serializer';
import { createServiceRequest } from '~/server/custom-orders/custom-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseWith } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { withUploadPlace } from '~/server/reviews/upload-gate';

/**
 * 시그니처 향 제작 요청 (login required): company, space_type, scent_words, quantity, budget,
 * contact_name, mobile, email, message, privacy_agreed, up to five files[] (JSON or multipart).
 */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const order = await withUploadPlace(async () => {
    const { fields, files } = await readBoardRequest(ctx.request);
    return createServiceRequest(member, parseWith(serviceRequestFields, fields), files ?? []);
  });
  return json({ data: toCustomOrderWire(order), message: CUSTOM_ORDER_MESSAGES.created }, { status: 201 });
});

export const ALL = otherMethods('POST');
