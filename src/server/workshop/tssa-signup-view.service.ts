import { and, eq } from 'drizzle-orm';
import type { CancelledBy, SignupState } from '~/lib/tssa/rules';
import { type Executor, getDb } from '../db/client.ts';
import { cartLines, orders } from '../db/schema/index.ts';
import {
  allTracks,
  certificatesOfMember,
  classesByIds,
  type SignupRow,
  sessionsByIds,
  signupsOfMember,
  waitingCounts,
  waitlistPlace,
} from './tssa.repository.ts';
import type { MySignups, TssaSignup } from './tssa.types.ts';
import { cardOf, sessionOf, trackOf } from './tssa-views.ts';

type Extra = { od_id: string | null; cart_line_id: number | null };

/** Sign-ups as the member sees them, with their sessions, classes and place in line. */
async function views(db: Executor, rows: { signup: SignupRow; extra: Extra }[], now: Date): Promise<TssaSignup[]> {
  const sessions = await sessionsByIds(db, [...new Set(rows.map((r) => r.signup.session_id))]);
  const classes = await classesByIds(db, [...new Set(sessions.map((s) => s.class_id))]);
  const tracks = new Map((await allTracks(db)).map((t) => [t.id, trackOf(t)]));
  const waiting = await waitingCounts(
    db,
    sessions.map((s) => s.id),
  );
  const out: TssaSignup[] = [];
  for (const { signup: s, extra } of rows) {
    const session = sessions.find((x) => x.id === s.session_id);
    const cls = session && classes.find((c) => c.id === session.class_id);
    if (!session || !cls) continue;
    const view = sessionOf(session, cls, waiting.get(session.id) ?? 0, now);
    const {
      sessions: _s,
      summary: _m,
      summary_en: _e,
      price: _p,
      duration_minutes: _d,
      ...card
    } = cardOf(cls, tracks, []);
    const started = session.starts_at.getTime() <= now.getTime();
    out.push({
      id: s.id,
      status: s.status as SignupState,
      head_count: s.head_count,
      amount: s.amount,
      refund_amount: s.refund_amount,
      cancelled_by: s.cancelled_by as CancelledBy | null,
      cancelled_at: s.cancelled_at,
      hold_until: s.status === 'pending_payment' ? s.hold_until : null,
      offer_until: s.status === 'offered' ? s.offer_until : null,
      order_id: s.order_id,
      od_id: extra.od_id,
      waitlist_position: s.status === 'waitlisted' ? await waitlistPlace(db, s) : null,
      cart_line_id: extra.cart_line_id,
      can_cancel:
        ['pending_payment', 'offered', 'waitlisted'].includes(s.status) || (s.status === 'confirmed' && !started),
      can_pay: ['pending_payment', 'offered'].includes(s.status) && s.order_id === null,
      created_at: s.created_at,
      session: view,
      class: card,
    });
  }
  return out;
}

/** One sign-up as the member sees it. */
export async function signupView(db: Executor, s: SignupRow, now: Date): Promise<TssaSignup> {
  const [order] = s.order_id
    ? await db.select({ od_id: orders.od_id }).from(orders).where(eq(orders.id, s.order_id))
    : [];
  const [line] = await db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(eq(cartLines.signup_id, s.id)));
  const [view] = await views(
    db,
    [{ signup: s, extra: { od_id: order?.od_id ?? null, cart_line_id: line?.id ?? null } }],
    now,
  );
  if (!view) throw new Error('sign-up without its session');
  return view;
}

/**
 * The member's TSSA records: coming seats (paid, or waiting for payment), waitlist places, past sessions
 * (attended, missed, or held when they took place), cancelled sign-ups, and certificates earned.
 */
export async function mySignups(memberId: number, now = new Date()): Promise<MySignups> {
  const db = await getDb();
  const rows = await signupsOfMember(db, memberId);
  const all = await views(
    db,
    rows.map((r) => ({ signup: r.signup, extra: { od_id: r.od_id, cart_line_id: r.cart_line_id } })),
    now,
  );
  const past = (s: TssaSignup) => s.session.starts_at.getTime() <= now.getTime();
  const soonest = (a: TssaSignup, b: TssaSignup) => a.session.starts_at.getTime() - b.session.starts_at.getTime();
  const latest = (a: TssaSignup, b: TssaSignup) => -soonest(a, b);
  const certs = await certificatesOfMember(db, memberId);
  const classes = await classesByIds(db, [...new Set(certs.map((c) => c.class_id))]);
  const tracks = new Map((await allTracks(db)).map((t) => [t.id, trackOf(t)]));
  return {
    upcoming: all
      .filter((s) => ['pending_payment', 'offered', 'confirmed'].includes(s.status) && !past(s))
      .sort(soonest),
    waitlisted: all.filter((s) => s.status === 'waitlisted' && !past(s)).sort(soonest),
    past: all.filter((s) => s.status !== 'cancelled' && past(s)).sort(latest),
    cancelled: all.filter((s) => s.status === 'cancelled').sort(latest),
    certificates: certs.map((c) => {
      const cls = classes.find((x) => x.id === c.class_id);
      return {
        number: c.number,
        holder_name: c.holder_name,
        class_id: c.class_id,
        title: cls?.title ?? '',
        title_en: cls?.title_en ?? '',
        track: cls?.track_id ? (tracks.get(cls.track_id) ?? null) : null,
        level: cls?.level ?? null,
        issued_on: c.issued_on,
      };
    }),
  };
}
