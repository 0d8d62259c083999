import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { getDb } from '../db/client.ts';
import { classSessions, classSignups, members, workshopCertificates } from '../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { violatedConstraint } from '../orders/order.repository.ts';
import { classesByIds, lockSession, lockSignup, sessionsByIds } from './tssa.repository.ts';
import type { TssaCertificate } from './tssa.types.ts';
import { cancelSignupRow, liveSignupsOf, notifyCancelled } from './tssa-seats.service.ts';
import { sessionLabel, sessionLabels } from './tssa-views.ts';

export const ADMIN_TSSA_MESSAGES = {
  sessionGone: '수업 일정을 찾을 수 없습니다.',
  alreadyCancelled: (s: string) => `${s} 수업은 이미 취소되었습니다.`,
  signupGone: '신청 내역을 찾을 수 없습니다.',
  notYet: (s: string) => `${s} 수업이 아직 시작하지 않아 출석을 기록할 수 없습니다.`,
  notSeated: '결제가 확정된 신청만 출석을 기록할 수 있습니다.',
  member: '회원을 찾을 수 없습니다.',
  class: '클래스를 찾을 수 없습니다.',
  startsPast: '수업 시작 일시는 지금 이후여야 합니다.',
} as const;

/**
 * The shop cancels a session: it closes (no one can sign up), every seat-holder's sign-up is cancelled
 * with the whole fee refunded (nothing for one not yet paid), the waitlist is cancelled, and each
 * member is notified. Audited. Answers how many sign-ups were cancelled.
 */
export async function cancelSession(admin: AuditActor, sessionId: number, reason: string, now = new Date()) {
  const db = await getDb();
  return transact(db, async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) throw new NotFoundError(ADMIN_TSSA_MESSAGES.sessionGone);
    const [cls] = await classesByIds(tx, [session.class_id]);
    const label = sessionLabel(cls?.title ?? '', session.starts_at);
    if (session.status === 'cancelled') throw new ConflictError(ADMIN_TSSA_MESSAGES.alreadyCancelled(label));
    await tx
      .update(classSessions)
      .set({ status: 'cancelled', cancelled_at: now })
      .where(eq(classSessions.id, sessionId));
    const why = {
      ko: reason ? `공방 사정으로 수업이 취소되었습니다 (${reason})` : '공방 사정으로 수업이 취소되었습니다',
      en: 'The studio cancelled the session',
    };
    let cancelled = 0;
    for (const s of await liveSignupsOf(tx, [sessionId])) {
      const refund = s.status === 'confirmed' ? s.amount : null;
      if (!(await cancelSignupRow(tx, s, 'shop', refund, now))) continue;
      await notifyCancelled(
        tx,
        s,
        sessionLabels({ title: cls?.title ?? '', title_en: cls?.title_en ?? '' }, session.starts_at),
        refund,
        why,
      );
      cancelled++;
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'update',
      entityType: 'class_session',
      entityId: sessionId,
      changes: { status: { before: 'open', after: 'cancelled' } },
    });
    return { session_id: sessionId, cancelled };
  });
}

/** Attendance of a paid seat after its session started: attended or no-show (either may be corrected). Audited. */
export async function markAttendance(
  admin: AuditActor,
  signupId: number,
  status: 'attended' | 'no_show',
  now = new Date(),
) {
  const db = await getDb();
  return transact(db, async (tx) => {
    const s = await lockSignup(tx, signupId);
    if (!s) throw new NotFoundError(ADMIN_TSSA_MESSAGES.signupGone);
    if (!['confirmed', 'attended', 'no_show'].includes(s.status))
      throw new ConflictError(ADMIN_TSSA_MESSAGES.notSeated);
    const [session] = await sessionsByIds(tx, [s.session_id]);
    const [cls] = session ? await classesByIds(tx, [session.class_id]) : [];
    if (session && session.starts_at.getTime() > now.getTime())
      throw new ConflictError(ADMIN_TSSA_MESSAGES.notYet(sessionLabel(cls?.title ?? '', session.starts_at)));
    const [row] = await tx
      .update(classSignups)
      .set({ status, updated_at: now })
      .where(and(eq(classSignups.id, s.id), eq(classSignups.status, s.status)))
      .returning();
    await recordAudit(tx, {
      actor: admin,
      action: 'update',
      entityType: 'class_signup',
      entityId: s.id,
      changes: { status: { before: s.status, after: status } },
    });
    return row ?? s;
  });
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A certificate number: the track's letter and level, and 8 random characters (not guessable). */
export function certificateNumber(prefix: string): string {
  const bytes = randomBytes(8);
  const tail = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `TSSA-${prefix}-${tail}`;
}

/** Issues a member's certificate for a class, under the member's name as it is now. Audited. */
export async function issueCertificate(
  admin: AuditActor,
  input: { member_id: number; class_id: number },
  now = new Date(),
): Promise<TssaCertificate> {
  const db = await getDb();
  const [member] = await db.select({ name: members.name }).from(members).where(eq(members.id, input.member_id));
  if (!member) throw new ValidationError({ member_id: [ADMIN_TSSA_MESSAGES.member] });
  const [cls] = await classesByIds(db, [input.class_id]);
  if (!cls) throw new ValidationError({ class_id: [ADMIN_TSSA_MESSAGES.class] });
  const prefix = `${cls.track_id === null ? 'X' : 'C'}${cls.level ?? 0}`;
  const issuedOn = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await transact(db, async (tx) => {
        const [made] = await tx
          .insert(workshopCertificates)
          .values({
            number: certificateNumber(prefix),
            member_id: input.member_id,
            class_id: cls.id,
            holder_name: member.name,
            issued_on: issuedOn,
          })
          .returning();
        if (!made) throw new Error('certificate not stored');
        await recordAudit(tx, {
          actor: admin,
          action: 'create',
          entityType: 'certificate',
          entityId: made.id,
          changes: {},
        });
        return made;
      });
      return {
        number: row.number,
        holder_name: row.holder_name,
        class_id: cls.id,
        title: cls.title,
        title_en: cls.title_en,
        track: null,
        level: cls.level,
        issued_on: row.issued_on,
      };
    } catch (err) {
      if (violatedConstraint(err) === 'workshop_certificates_number_unique' && attempt < 3) continue;
      throw err;
    }
  }
}

/** Sign-ups of a session for the operator, first come first. */
export async function sessionSignups(sessionId: number) {
  const db = await getDb();
  const [session] = await sessionsByIds(db, [sessionId]);
  if (!session) throw new NotFoundError(ADMIN_TSSA_MESSAGES.sessionGone);
  const rows = await db
    .select({ signup: classSignups, login_id: members.login_id, name: members.name })
    .from(classSignups)
    .innerJoin(members, eq(members.id, classSignups.member_id))
    .where(eq(classSignups.session_id, sessionId))
    .orderBy(sql`${classSignups.created_at}`, classSignups.id);
  return { session, signups: rows };
}

/** The shop adds a session to a class (open, no seats taken). Audited. */
export async function addSession(
  admin: AuditActor,
  input: { class_id: number; starts_at: Date; capacity: number; kit_included: boolean },
  now = new Date(),
) {
  const db = await getDb();
  const [cls] = await classesByIds(db, [input.class_id]);
  if (!cls) throw new ValidationError({ class_id: [ADMIN_TSSA_MESSAGES.class] });
  if (input.starts_at.getTime() <= now.getTime())
    throw new ValidationError({ starts_at: [ADMIN_TSSA_MESSAGES.startsPast] });
  return transact(db, async (tx) => {
    const [row] = await tx.insert(classSessions).values(input).returning();
    if (!row) throw new Error('session not stored');
    await recordAudit(tx, {
      actor: admin,
      action: 'create',
      entityType: 'class_session',
      entityId: row.id,
      changes: {},
    });
    return row;
  });
}
