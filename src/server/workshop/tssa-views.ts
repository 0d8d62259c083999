import { formatDateTime } from '~/lib/dates';
import { seatsLeft } from '~/lib/tssa/rules';
import type { ClassRow, SessionRow, TrackRow } from './tssa.repository.ts';
import type { SessionStatus, TssaClassCard, TssaSession, TssaTrack } from './tssa.types.ts';

/** How the service's rows become the shop's TSSA types (no queries here). */

export const trackOf = (t: TrackRow): TssaTrack => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  name_en: t.name_en,
  summary: t.summary,
  summary_en: t.summary_en,
  is_certificate: t.is_certificate,
});

export function sessionOf(
  s: SessionRow,
  cls: Pick<ClassRow, 'price' | 'duration_minutes'>,
  waiting: number,
  now: Date,
) {
  const left = s.status === 'open' ? seatsLeft(s) : 0;
  const view: TssaSession = {
    id: s.id,
    class_id: s.class_id,
    starts_at: s.starts_at,
    ends_at: new Date(s.starts_at.getTime() + cls.duration_minutes * 60_000),
    capacity: s.capacity,
    seats_left: left,
    status: s.status as SessionStatus,
    kit_included: s.kit_included,
    price: cls.price,
    waiting,
    bookable: s.status === 'open' && left > 0 && s.starts_at.getTime() > now.getTime(),
  };
  return view;
}

export function cardOf(c: ClassRow, tracks: Map<number, TssaTrack>, sessions: TssaSession[]): TssaClassCard {
  return {
    id: c.id,
    product_id: c.product_id ?? 0,
    kind: c.kind as TssaClassCard['kind'],
    title: c.title,
    title_en: c.title_en,
    summary: c.summary,
    summary_en: c.summary_en,
    price: c.price,
    duration_minutes: c.duration_minutes,
    image: c.image,
    level: c.level,
    track: c.track_id === null ? null : (tracks.get(c.track_id) ?? null),
    sessions,
  };
}

/** The session's name in messages: the class and its start on Korea's clock, "원데이 소이 캔들 클래스 12월 3일 14:00". */
export function sessionLabel(title: string, startsAt: Date): string {
  const f = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${title} ${f.format(startsAt)}`;
}

/** The month of a moment on Korea's calendar, 'YYYY-MM'. */
export function seoulMonth(d: Date): string {
  return new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
}

/** A session named in both languages, for notifications: the class and its start (Seoul). */
export function sessionLabels(cls: { title: string; title_en: string }, startsAt: Date) {
  return { ko: sessionLabel(cls.title, startsAt), en: `${cls.title_en} ${formatDateTime(startsAt)}` };
}
