import type { APIContext } from 'astro';
import { decodeAccess, ORDER_ACCESS_COOKIE } from '../order-views/guest-access.ts';
import type { Viewer } from './order.service.ts';

/** The request's viewer: the logged-in member, or a visitor with the orders their signed cookie names. */
export async function viewerOf(ctx: Pick<APIContext, 'locals' | 'cookies'>): Promise<Viewer> {
  const member = ctx.locals.session?.member;
  if (member) return { memberId: member.id };
  return { visitorOrders: await decodeAccess(ctx.cookies.get(ORDER_ACCESS_COOKIE)?.value) };
}
