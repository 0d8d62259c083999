import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';
import { messageQuery } from '~/server/messages/message.schema';
import { messageWire } from '~/server/messages/message.serializer';
import { messagesInOutbox } from '~/server/messages/message.service';

/**
 * Customer service reads the text messages (알림톡, SMS) the shop sent, is sending or gave up, newest
 * first (100 at most), with how many there are of each event, channel and status.
 */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'inquiries');
  const { messages, counts } = await messagesInOutbox(parseQuery(messageQuery, ctx.url));
  return { data: messages.map(messageWire), counts };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
