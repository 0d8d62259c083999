import { z } from 'astro/zod';
import { MESSAGE_EVENTS } from './templates.ts';

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed', 'fell_back', 'skipped', 'kept'] as const;

/** Blank query fields (an empty select of the filter form) count as not given. */
const blankless = (v: unknown) => (v === '' ? undefined : v);

/** The outbox list's filters: a status, an event, a mobile number. */
export const messageQuery = z.object({
  status: z.preprocess(blankless, z.enum(MESSAGE_STATUSES, { error: '알 수 없는 발송 상태입니다.' }).optional()),
  event: z.preprocess(blankless, z.enum(MESSAGE_EVENTS, { error: '알 수 없는 메시지 종류입니다.' }).optional()),
  mobile: z.preprocess(
    blankless,
    z
      .string()
      .trim()
      .regex(/^[0-9+\- ]{4,20}$/, { error: '휴대폰 번호는 숫자로 입력해 주세요.' })
      .optional(),
  ),
});
export type MessageQuery = z.output<typeof messageQuery>;
