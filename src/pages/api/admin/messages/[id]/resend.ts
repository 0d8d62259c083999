import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { messageWire } from '~/server/messages/message.serializer';
import { resendMessage } from '~/server/messages/message.service';

/** Sends a failed or kept message again (422 for any other, 404 for an unknown one); audited. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'inquiries');
  const row = await resendMessage(admin, idParam(ctx.params.id));
  return { data: messageWire(row), message: '메시지를 다시 보냅니다.' };
});
export const ALL = otherMethods('POST');
