import { z } from 'astro/zod';

export const MAX_HEAD_COUNT = 10;

/** The Korean messages of the TSSA request bodies and queries; English lives in src/i18n/en-tssa.ts. */
export const TSSA_FIELD_MESSAGES = {
  session: '수업 일정을 골라 주세요.',
  headCount: `인원은 1명부터 ${MAX_HEAD_COUNT}명까지 신청할 수 있습니다.`,
  track: '과정을 다시 골라 주세요.',
  level: '단계를 다시 골라 주세요.',
  month: '월은 2026-12처럼 적어 주세요.',
  reason: '취소 사유는 200자 이하로 적어 주세요.',
  attendance: '출석 또는 결석을 골라 주세요.',
  member: '회원을 골라 주세요.',
  class: '클래스를 골라 주세요.',
  startsAt: '수업 시작 일시를 2026-12-03T14:00+09:00처럼 적어 주세요.',
  capacity: '정원은 1명부터 100명까지입니다.',
} as const;
const M = TSSA_FIELD_MESSAGES;

/** A positive whole number within a 32-bit column's range (a larger one names no row). */
const positive = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, {
    error: message,
  });

export const signupFields = z.object({
  session_id: positive(M.session),
  head_count: z.coerce
    .number({ error: M.headCount })
    .int({ error: M.headCount })
    .min(1, { error: M.headCount })
    .max(MAX_HEAD_COUNT, { error: M.headCount })
    .default(1),
  waitlist: z.boolean({ error: M.session }).optional().default(false),
});

export const catalogueQuery = z.object({
  track: z
    .string({ error: M.track })
    .regex(/^[a-z0-9-]{1,30}$/, { error: M.track })
    .optional(),
  level: positive(M.level).max(9, { error: M.level }).optional(),
  month: z
    .string({ error: M.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: M.month })
    .optional(),
  seats: z
    .enum(['0', '1', 'true', 'false'], { error: M.track })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const sessionCancelFields = z.object({
  reason: z.string({ error: M.reason }).trim().max(200, { error: M.reason }).optional().default(''),
});

export const attendanceFields = z.object({
  status: z.enum(['attended', 'no_show'], { error: M.attendance }),
});

export const certificateFields = z.object({
  member_id: positive(M.member),
  class_id: positive(M.class),
});

export const sessionFields = z.object({
  class_id: positive(M.class),
  starts_at: z.iso.datetime({ offset: true, error: M.startsAt }).transform((v) => new Date(v)),
  capacity: positive(M.capacity).max(100, { error: M.capacity }),
  kit_included: z.boolean({ error: M.class }).optional().default(false),
});
