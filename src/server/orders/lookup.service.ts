import { getDb } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { countAttempt } from '../http/rate-limit.ts';
import { hashPassword, verifyPassword } from '../members/password.ts';
import { orderByOdId } from './order.repository.ts';

const MESSAGE = '주문 조회 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.';
const PER_IP = { name: 'order-lookup-ip', points: 20, durationSeconds: 10 * 60, message: MESSAGE };
const PER_ORDER = { name: 'order-lookup-order', points: 5, durationSeconds: 10 * 60, message: MESSAGE };
/** One answer for an unknown number, a member's order and a wrong password, so none can be told apart. */
const NO_MATCH = '주문번호 또는 주문 비밀번호가 올바르지 않습니다.';
const DUMMY_HASH = hashPassword('order-lookup-timing-equaliser');

/**
 * A visitor's look-up of their order by number and order password. Failures count against the
 * address (20 per 10 minutes) and the order number (5 per 10 minutes); past either the answer is
 * 429. A look-up that matches is not counted.
 */
export async function lookupVisitorOrder(odId: string, password: string, ip: string): Promise<string> {
  // Counted before the password is verified, so a burst verifies at most the limit.
  const attempt = await countAttempt([PER_IP, ip], [PER_ORDER, odId]);
  const order = await orderByOdId(await getDb(), odId);
  const hash = order?.member_id === null ? order.guest_password_hash : null;
  const ok = (await verifyPassword(hash ?? (await DUMMY_HASH), password)) && hash !== null;
  if (!ok || !order) throw new ValidationError({ password: [NO_MATCH] });
  await attempt.succeeded();
  return order.od_id;
}
