import { toRestockAlertWire } from '~/server/catalog/restock.serializer';
import { requestRestockAlert, waitingRestockAlerts } from '~/server/catalog/restock.service';
import { RESTOCK_WIRE_NAMES, restockAlertBody, restockAlertQuery } from '~/server/catalog/restock.wire';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody, parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';

/** The member's waiting restock alerts, of one product with `?it_id=`. */
export const GET = endpoint(
  async (ctx) => {
    const member = requireMember(ctx);
    const { product_id } = parseQuery(restockAlertQuery, ctx.url);
    return { data: (await waitingRestockAlerts(member.id, product_id)).map(toRestockAlertWire) };
  },
  { wireNames: RESTOCK_WIRE_NAMES },
);

/** 재입고 알림 신청: 201; the same while waiting is a 409, something in stock a 422. */
export const POST = endpoint(
  async (ctx) => {
    const member = requireMember(ctx);
    const body = await parseBody(restockAlertBody, ctx.request);
    const alert = await requestRestockAlert(member.id, body);
    return json(
      { data: toRestockAlertWire(alert), message: '재입고 알림을 신청했습니다. 입고되면 메일로 알려 드립니다.' },
      { status: 201 },
    );
  },
  { wireNames: RESTOCK_WIRE_NAMES },
);
export const ALL = otherMethods('GET', 'POST');
