import { z } from 'astro/zod';
import { parseSeoulDateTime } from '~/lib/dates';

/** A blank text field is no value. */
export const blankless = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A date and time on Seoul's clock as a `datetime-local` field sends it (or an ISO instant with its
 * offset, as an API caller may send); blank is none (null).
 */
export const seoulTime = (message: string) =>
  z.preprocess(
    blankless,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return null;
        const at = /Z|[+-]\d\d:\d\d$/.test(v) ? new Date(v) : parseSeoulDateTime(v);
        if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return at;
      }),
  );

/** An editor's display order: a whole number from 0 to `max`, blank is 0 (smaller shows first). */
export const sortOrder = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? 0 : v),
    z.coerce
      .number({ error: '순서는 숫자로 입력해 주세요.' })
      .int({ error: '순서는 정수로 입력해 주세요.' })
      .min(0, { error: '순서는 0 이상이어야 합니다.' })
      .max(max, { error: `순서는 ${max} 이하여야 합니다.` }),
  );

/** A window's end after its start (either may be open). */
export const endsAfterStart: [
  (p: { starts_at: Date | null; ends_at: Date | null }) => boolean,
  { path: PropertyKey[]; error: string },
] = [
  (p) => !p.starts_at || !p.ends_at || p.ends_at > p.starts_at,
  { path: ['ends_at'], error: '종료 일시는 시작 일시보다 뒤여야 합니다.' },
];

/** A checkbox as a form (`1`, `on`) or JSON (`true`) sends it; absent is off. */
export const checkbox = z.preprocess((v) => v === true || v === '1' || v === 'on' || v === 'true', z.boolean());

/** Where a picture or banner leads: a page of this shop (`/…`) or another site over https; blank is none. */
export const shopLink = (label: string) =>
  z.preprocess(
    blankless,
    z
      .string()
      .trim()
      .max(500, { error: `${label}는 500자 이하로 입력해 주세요.` })
      .refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), {
        error: `${label}는 /로 시작하는 쇼핑몰 주소나 https:// 주소로 입력해 주세요.`,
      })
      .optional()
      .transform((v) => v ?? null),
  );
