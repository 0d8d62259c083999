import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invalidate } from '~/server/cache/invalidation';
import { tags } from '~/server/cache/policies';
import { giveCouponOnce } from '~/server/coupons/auto-coupon.service';
import { getDb } from '~/server/db/client';
import {
  auditLog,
  classSessions,
  classSignups,
  coupons,
  members,
  orders,
  outboxMessages,
  settings,
  workshopClasses,
} from '~/server/db/schema';
import { backoffMs, deliverDueMessages, MAX_ATTEMPTS } from '~/server/messages/delivery.service';
import { queueMessage, resendMessage } from '~/server/messages/message.service';
import { type MessageProvider, solapiProvider } from '~/server/messages/solapi';
import { MESSAGE_EVENTS } from '~/server/messages/templates';
import { adminMove, shopperMove } from '~/server/orders/order.service';
import { textOrderer } from '~/server/orders/order-texts';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import { remindClasses } from '~/server/workshop/class-reminder.service';
import { resetDatabase } from '../support/db';
import { aMember, anOrder, aProduct } from '../support/reviews-fixtures';
import {
  SOLAPI_KEY,
  SOLAPI_PFID,
  SOLAPI_SECRET,
  SOLAPI_SENDER,
  type SolapiStandIn,
  solapiStandIn,
} from '../support/solapi-standin';

// Issue "messages": one outbox for 알림톡 and SMS, at least once with retries and back-off, never
// twice for one event (a key per event and channel), 알림톡 falling back to SMS, templates per event in
// the member's language with their variables checked, and marketing only to members who agreed,
// never at night (21:00–08:00 Seoul time). Sent through a local stand-in of SOLAPI's API.

let standIn: SolapiStandIn;
let provider: MessageProvider;
let ADMIN = { id: 0, login_id: 'admin' };
/** 14:00 in Seoul (05:00 UTC): day time. */
const DAY = new Date('2026-11-30T05:00:00Z');

beforeAll(async () => {
  standIn = await solapiStandIn(MESSAGE_EVENTS.filter((e) => e !== 'coupon_benefit'));
  provider = solapiProvider({
    apiKey: SOLAPI_KEY,
    apiSecret: SOLAPI_SECRET,
    sender: SOLAPI_SENDER,
    pfId: SOLAPI_PFID,
    templateIds: standIn.templateIds,
    apiBase: standIn.url,
  });
});
afterAll(() => standIn.close());

beforeEach(async () => {
  await resetDatabase();
  standIn.reset();
  const db = await getDb();
  ADMIN = { id: (await aMember(db, 'admin', true)).id, login_id: 'admin' };
  await db.insert(settings).values(Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value })));
  await invalidate({ tags: [tags.settings] });
});

const outbox = async () => (await getDb()).select().from(outboxMessages).orderBy(outboxMessages.id);

async function member(login: string, over: Partial<typeof members.$inferInsert> = {}) {
  const db = await getDb();
  const m = await aMember(db, login);
  await db
    .update(members)
    .set({ mobile: '010-2345-6789', ...over })
    .where(eq(members.id, m.id));
  return m;
}

async function order(memberId: number | null, status = 'awaiting_deposit') {
  const db = await getDb();
  const owner = memberId ?? (await member(`o${Math.random().toString(36).slice(2, 8)}`)).id;
  await anOrder(db, owner, [await aProduct(db)], status);
  const [row] = await db.select().from(orders).where(eq(orders.member_id, owner)).orderBy(orders.id);
  const changed = {
    orderer_mobile: '010-2345-6789',
    member_id: memberId,
    deposit_deadline: new Date(DAY.getTime() + 3 * 86_400_000),
  };
  await db
    .update(orders)
    .set(changed)
    .where(eq(orders.id, row?.id as number));
  return { ...(row as typeof orders.$inferSelect), ...changed };
}

describe('order messages, from the order and its changes', () => {
  it('tells a whole order lifecycle by 알림톡 in order, one message per event, each sent once', async () => {
    const m = await member('lifecycle');
    const o = await order(m.id);
    await (await getDb()).transaction((tx) => textOrderer(tx, 'awaiting_deposit', o));
    await adminMove(ADMIN, o.od_id, { note: '', status: 'paid' });
    await adminMove(ADMIN, o.od_id, { note: '', status: 'preparing' });
    await adminMove(ADMIN, o.od_id, {
      note: '',
      status: 'shipping',
      carrier: 'CJ대한통운',
      tracking_number: '640012345678',
    });
    await adminMove(ADMIN, o.od_id, { note: '', status: 'delivered' });
    await shopperMove({ memberId: m.id }, o.od_id, 'confirm');

    const queued = await outbox();
    expect(queued.map((q) => `${q.event}/${q.channel}/${q.status}`)).toEqual([
      'order_placed/alimtalk/pending',
      'payment_confirmed/alimtalk/pending',
      'shipped/alimtalk/pending',
      'delivered/alimtalk/pending',
    ]);
    // Two processes' delivery at once: each message is claimed by one of them.
    const [a, b] = await Promise.all([deliverDueMessages(provider, DAY), deliverDueMessages(provider, DAY)]);
    expect(a.sent + b.sent).toBe(4);
    expect(standIn.sent.map((s) => s.kakaoOptions?.templateId)).toEqual([
      standIn.templateIds.order_placed,
      standIn.templateIds.payment_confirmed,
      standIn.templateIds.shipped,
      standIn.templateIds.delivered,
    ]);
    expect(standIn.sent.every((s) => s.to === '01023456789' && s.type === 'ATA')).toBe(true);
    const [placed, , shipped, delivered] = standIn.sent;
    expect(placed?.text).toContain('입금 계좌: 국민은행 123401-04-567890');
    expect(placed?.text).toContain('입금하실 금액: 10,000원');
    expect(placed?.kakaoOptions?.variables['#{order_no}']).toBe(o.od_id);
    expect(shipped?.text).toContain('https://trace.cjlogistics.com/next/tracking.html?wblNo=640012345678');
    expect(delivered?.text).toContain('https://www.evans-candle.com/my-page/product-review');
    expect((await outbox()).every((q) => q.status === 'sent' && q.attempts === 1 && q.provider_message_id)).toBe(true);
    // Told again (the same change run twice): still one message per event.
    const shipping = { ...o, carrier: 'CJ대한통운', tracking_number: '640012345678' };
    await (await getDb()).transaction((tx) => textOrderer(tx, 'shipping', shipping));
    expect(await outbox()).toHaveLength(4);
    expect((await deliverDueMessages(provider, DAY)).sent).toBe(0);
    // An exchange's replacement goes out under a new tracking number: a new shipment, told too.
    const again = { ...shipping, tracking_number: '640099999999' };
    await (await getDb()).transaction((tx) => textOrderer(tx, 'shipping', again));
    expect((await deliverDueMessages(provider, DAY)).sent).toBe(1);
    expect(standIn.sent.at(-1)?.text).toContain('송장번호: 640099999999');
  });

  it('tells a cancelled order, and writes English for a member whose language is English', async () => {
    const m = await member('english', { language: 'en' });
    const o = await order(m.id);
    await shopperMove({ memberId: m.id }, o.od_id, 'cancel');
    await deliverDueMessages(provider, DAY);
    expect(standIn.sent).toHaveLength(1);
    expect(standIn.sent[0]?.text).toMatch(/^\[Evans Candle\] 김향기, your order has been cancelled\./);
    // Cancelled before it was paid: nothing to refund, and the message says so.
    expect(standIn.sent[0]?.text).toContain('Nothing was paid, so nothing is to be refunded.');
  });

  it('tells a visitor’s order too, by the orderer’s mobile in Korean', async () => {
    const o = await order(null);
    await (await getDb()).transaction((tx) => textOrderer(tx, 'paid', o));
    await deliverDueMessages(provider, DAY);
    expect(standIn.sent.map((s) => s.text.split('\n')[0])).toEqual(['[에반스캔들] 김향기님, 결제가 확인되었습니다.']);
  });
});

describe('delivery: at least once, never twice, 알림톡 then SMS', () => {
  async function one(
    event: 'payment_confirmed' | 'coupon_benefit' = 'payment_confirmed',
    at = DAY,
    memberId: number | null = null,
  ) {
    const db = await getDb();
    const variables =
      event === 'coupon_benefit'
        ? {
            name: '김향기',
            coupon: '생일 축하 쿠폰',
            until: '2026.12.31',
            url: 'https://www.evans-candle.com/my-page/coupon',
          }
        : { name: '김향기', order_no: '2026113000000001', amount: '10,000원', order_url: 'https://x.test/o' };
    await queueMessage(
      db,
      { event, key: `t:${Math.random()}`, mobile: '010-2345-6789', memberId, language: 'kr', variables },
      at,
    );
  }

  it('retries a busy provider with back-off (30 s, then 2 min) and sends once it answers', async () => {
    await one();
    standIn.failNext(2);
    const first = await deliverDueMessages(provider, DAY);
    expect(first).toMatchObject({ sent: 0, retried: 1 });
    let [row] = await outbox();
    expect(row?.attempts).toBe(1);
    expect(row?.next_attempt_at.getTime()).toBe(DAY.getTime() + backoffMs(1));
    expect(row?.last_error).toMatch(/^503/);
    // Not due before its time.
    expect((await deliverDueMessages(provider, new Date(DAY.getTime() + 29_000))).retried).toBe(0);
    const t2 = new Date(DAY.getTime() + 30_000);
    expect((await deliverDueMessages(provider, t2)).retried).toBe(1);
    [row] = await outbox();
    expect(row?.next_attempt_at.getTime()).toBe(t2.getTime() + 120_000);
    expect((await deliverDueMessages(provider, new Date(t2.getTime() + 120_000))).sent).toBe(1);
    expect(standIn.calls.map((c) => c.status)).toEqual([503, 503, 200]);
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, channel: 'alimtalk' });
  });

  it('falls back to SMS with the same text when 알림톡 is refused for good', async () => {
    standIn.notOnKakao('01023456789');
    await one();
    const report = await deliverDueMessages(provider, DAY);
    expect(report).toMatchObject({ fellBack: 1, sent: 1 });
    const rows = await outbox();
    expect(rows.map((r) => `${r.channel}/${r.status}`)).toEqual(['alimtalk/fell_back', 'sms/sent']);
    expect(rows[0]?.last_error).toContain('3106');
    expect(standIn.sent).toHaveLength(1);
    expect(standIn.sent[0]?.type).toBe('LMS');
    expect(standIn.sent[0]?.text).toBe(rows[0]?.body);
    expect(rows[1]?.event_key).toBe(rows[0]?.event_key);
  });

  it(`falls back to SMS after ${MAX_ATTEMPTS} busy tries of 알림톡, and gives SMS up after its own`, async () => {
    await one();
    standIn.failNext(100);
    let at = DAY;
    for (let i = 0; i < 30; i++) {
      await deliverDueMessages(provider, at);
      at = new Date(at.getTime() + 60 * 60_000);
    }
    const rows = await outbox();
    expect(rows.map((r) => `${r.channel}/${r.status}/${r.attempts}`)).toEqual([
      `alimtalk/fell_back/${MAX_ATTEMPTS}`,
      `sms/failed/${MAX_ATTEMPTS}`,
    ]);
    expect(standIn.calls).toHaveLength(2 * MAX_ATTEMPTS);
    // An operator sends it again: due at once, fresh tries, audited.
    standIn.failNext(0);
    await resendMessage(ADMIN, rows[1]?.id as number, at);
    expect((await deliverDueMessages(provider, at)).sent).toBe(1);
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.entity_type, 'message'));
    expect(audit.map((a) => a.action)).toEqual(['resend']);
  });

  it('sends by SMS at once an event the shop has no approved 알림톡 template for', async () => {
    const noTemplates = solapiProvider({
      apiKey: SOLAPI_KEY,
      apiSecret: SOLAPI_SECRET,
      sender: SOLAPI_SENDER,
      pfId: SOLAPI_PFID,
      templateIds: {},
      apiBase: standIn.url,
    });
    await one();
    await deliverDueMessages(noTemplates, DAY);
    expect((await outbox()).map((r) => `${r.channel}/${r.status}`)).toEqual(['alimtalk/fell_back', 'sms/sent']);
    expect(standIn.calls.map((c) => c.type)).toEqual(['LMS']);
  });

  it('keeps messages in the outbox and the log without a provider, and an operator sends them later', async () => {
    await one();
    expect(await deliverDueMessages(undefined, DAY)).toMatchObject({ kept: 1, sent: 0 });
    const [row] = await outbox();
    expect(row?.status).toBe('kept');
    await resendMessage(ADMIN, row?.id as number, DAY);
    expect((await deliverDueMessages(provider, DAY)).sent).toBe(1);
  });

  it('refuses to resend a message that was sent (422) or does not exist (404)', async () => {
    await one();
    await deliverDueMessages(provider, DAY);
    const [row] = await outbox();
    await expect(resendMessage(ADMIN, row?.id as number)).rejects.toMatchObject({ status: 422 });
    await expect(resendMessage(ADMIN, 999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('records a message whose variables are not all given as failed, and the change goes on', async () => {
    const db = await getDb();
    await queueMessage(db, {
      event: 'shipped',
      key: 'k1',
      mobile: '01023456789',
      memberId: null,
      language: 'kr',
      variables: { name: '김향기', order_no: '1', carrier: 'CJ대한통운', tracking_no: '', extra: 'x' },
    });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', body: '' });
    expect(row?.last_error).toBe('tracking_no is missing; tracking_url is missing; extra is not in the template');
    expect((await deliverDueMessages(provider, DAY)).sent).toBe(0);
  });

  it('skips a number that is not a mobile one', async () => {
    await queueMessage(await getDb(), {
      event: 'payment_confirmed',
      key: 'k2',
      mobile: '02-123-4567',
      memberId: null,
      language: 'kr',
      variables: { name: '김', order_no: '1', amount: '1원', order_url: 'https://x.test' },
    });
    expect((await outbox())[0]).toMatchObject({ status: 'skipped', last_error: 'not a mobile number' });
  });
});

describe('marketing messages: only with agreement, never at night', () => {
  const at = (seoul: string) => new Date(`${seoul}+09:00`);

  async function couponMember(consent: boolean) {
    const db = await getDb();
    const m = await member(`c${Math.random().toString(36).slice(2, 8)}`, {
      marketing_consent: consent,
      marketing_consent_at: consent ? DAY : null,
    });
    await db.insert(coupons).values({
      code: 'BIRTHDAY',
      name: '생일 축하 쿠폰',
      name_en: 'Birthday coupon',
      discount_type: 'amount',
      discount_value: 3000,
      valid_days: 30,
    } as typeof coupons.$inferInsert);
    return m;
  }

  const give = (memberId: number, now: Date) =>
    (async () => {
      const db = await getDb();
      return db.transaction((tx) =>
        giveCouponOnce(tx, {
          memberId,
          kind: 'birthday',
          code: 'BIRTHDAY',
          now,
          period: '2026',
          message: { title: '생일 쿠폰', title_en: 'Birthday coupon' },
        }),
      );
    })();

  it('sends an advertising coupon message by SMS with (광고) and the free opt-out, in the day', async () => {
    const m = await couponMember(true);
    const now = at('2026-11-30T14:00:00');
    expect(await give(m.id, now)).not.toBeNull();
    await deliverDueMessages(provider, now);
    expect(standIn.sent).toHaveLength(1);
    expect(standIn.sent[0]?.type).toBe('LMS');
    expect(standIn.sent[0]?.text).toMatch(/^\(광고\)\[에반스캔들\] 김향기님께 쿠폰을 드렸습니다\./);
    expect(standIn.sent[0]?.text).toContain('무료수신거부');
    expect(standIn.sent[0]?.text).toContain('2026.12.30');
  });

  it('holds one made at 22:00 until 08:00 the next morning (Seoul time), and one made at 07:59 until 08:00', async () => {
    const m = await couponMember(true);
    await give(m.id, at('2026-11-30T22:00:00'));
    let [row] = await outbox();
    expect(row?.next_attempt_at.toISOString()).toBe(at('2026-12-01T08:00:00').toISOString());
    expect((await deliverDueMessages(provider, at('2026-12-01T07:59:00'))).sent).toBe(0);
    expect((await deliverDueMessages(provider, at('2026-12-01T08:00:00'))).sent).toBe(1);
    // A retry pushed into the night waits for the morning without spending a try.
    await (await getDb()).update(outboxMessages).set({ status: 'pending', next_attempt_at: at('2026-12-01T21:30:00') });
    expect((await deliverDueMessages(provider, at('2026-12-01T21:30:00'))).deferred).toBe(1);
    [row] = await outbox();
    expect(row?.next_attempt_at.toISOString()).toBe(at('2026-12-02T08:00:00').toISOString());
    expect(row?.attempts).toBe(1);
  });

  it('sends nothing to a member who does not agree, or who withdrew before it went', async () => {
    const no = await couponMember(false);
    await give(no.id, DAY);
    expect(await deliverDueMessages(provider, DAY)).toMatchObject({ skipped: 1, sent: 0 });
    expect((await outbox())[0]).toMatchObject({ status: 'skipped', last_error: 'no marketing consent' });
    expect(standIn.sent).toHaveLength(0);
  });
});

describe('class reminders', () => {
  it('reminds each confirmed sign-up of a class starting within a day, once, however many run it', async () => {
    const db = await getDb();
    const m = await member('learner');
    const [c] = await db
      .insert(workshopClasses)
      .values({
        kind: 'one-day',
        title: '소이 캔들 원데이',
        title_en: 'Soy candle one-day',
        price: 50_000,
        duration_minutes: 120,
      })
      .returning();
    const [soon, later] = await db
      .insert(classSessions)
      .values([
        { class_id: c?.id as number, starts_at: new Date(DAY.getTime() + 20 * 3_600_000), capacity: 6 },
        { class_id: c?.id as number, starts_at: new Date(DAY.getTime() + 30 * 3_600_000), capacity: 6 },
      ])
      .returning();
    await db.insert(classSignups).values([
      { session_id: soon?.id as number, member_id: m.id, status: 'confirmed', head_count: 2 },
      { session_id: later?.id as number, member_id: m.id, status: 'confirmed' },
    ]);
    const runs = await Promise.all([remindClasses(DAY), remindClasses(DAY)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await outbox()).map((r) => r.event)).toEqual(['class_reminder']);
    expect(await remindClasses(DAY)).toBe(0);
    await deliverDueMessages(provider, DAY);
    expect(standIn.sent[0]?.text).toContain('수업: 소이 캔들 원데이');
    expect(standIn.sent[0]?.text).toContain('인원: 2명');
    // The later session's turn comes once it is within a day.
    expect(await remindClasses(new Date(DAY.getTime() + 7 * 3_600_000))).toBe(1);
  });
});

describe('what a cancellation says of the money, and a refund', () => {
  it('tells a paid bank order’s cancel that the transfer is sent back, then tells the refund once sent', async () => {
    const m = await member('refund');
    const o = await order(m.id);
    await adminMove(ADMIN, o.od_id, { note: '', status: 'paid' });
    await adminMove(ADMIN, o.od_id, { note: '', status: 'cancelled' });
    await deliverDueMessages(provider, DAY);
    expect(standIn.sent.map((s) => s.text.split('\n')[2])).toEqual([
      '결제 금액: 10,000원',
      '입금하신 금액은 환불 계좌로 돌려 드리며, 보내 드리면 다시 알려 드립니다.',
    ]);
  });
});

describe('a run that outlasts its claim', () => {
  it('lets another run try a message whose lease ran out (at least once), and the late run records nothing over it', async () => {
    const db = await getDb();
    await queueMessage(
      db,
      {
        event: 'payment_confirmed',
        key: 'lease',
        mobile: '01023456789',
        memberId: null,
        language: 'kr',
        variables: { name: '김', order_no: '1', amount: '1원', order_url: 'https://x.test' },
      },
      DAY,
    );
    // A slow provider: the first run's send outlasts the two-minute lease, and a second run claims the
    // message meanwhile (its clock past the lease) and sends it.
    let release: (() => void) | undefined;
    const slow: MessageProvider = {
      ...provider,
      sendAlimtalk: async (m) => {
        await new Promise<void>((r) => {
          release = r;
        });
        return provider.sendAlimtalk(m);
      },
    };
    const first = deliverDueMessages(slow, DAY);
    // The first run has claimed the message and is sending it.
    await expect.poll(() => release !== undefined).toBe(true);
    const second = await deliverDueMessages(provider, new Date(DAY.getTime() + 3 * 60_000));
    expect(second.sent).toBe(1);
    release?.();
    expect((await first).sent).toBe(0);
    const [row] = await outbox();
    // Its send could not be taken back (at least once), but the record is the second run's.
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(standIn.sent).toHaveLength(2);
  });
});
