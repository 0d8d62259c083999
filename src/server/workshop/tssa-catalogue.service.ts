import { DEFAULT_REFUND_RULE, type RefundRule } from '~/lib/tssa/rules';
import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { shopSettings } from '../settings/settings.service.ts';
import {
  allInstructors,
  allTracks,
  certificateByNumber as certificateRow,
  classByProduct,
  classesByIds,
  kitOf,
  sessionsOf,
  visibleClasses,
  waitingCounts,
} from './tssa.repository.ts';
import type {
  CatalogueFilters,
  PublicCertificate,
  TssaCatalogue,
  TssaClassCard,
  TssaClassDetail,
  TssaInstructor,
  TssaTrack,
} from './tssa.types.ts';
import { cardOf, seoulMonth, sessionOf, trackOf } from './tssa-views.ts';

export const CLASS_GONE = '찾으시는 클래스가 없거나 지금은 공개하지 않습니다.';
export const CERTIFICATE_GONE = '등록되지 않은 자격증 번호입니다. 번호를 다시 확인해 주세요.';

/** The refund rule in force (settings `tssa.refund`, or the default 3 days / 1 day / 50 %). */
export async function refundRule(): Promise<RefundRule> {
  return (await shopSettings()).tssa?.refund ?? DEFAULT_REFUND_RULE;
}

/** What the about page shows: the tracks, the instructors and the refund rule. */
export async function tssaAbout(): Promise<{
  tracks: TssaTrack[];
  instructors: TssaInstructor[];
  refund_rule: RefundRule;
}> {
  const db = await getDb();
  const [tracks, people, rule] = await Promise.all([allTracks(db), allInstructors(db), refundRule()]);
  return {
    tracks: tracks.map(trackOf),
    instructors: people.map((p) => ({
      id: p.id,
      name: p.name,
      name_en: p.name_en,
      bio: p.bio,
      bio_en: p.bio_en,
      photo: p.photo,
    })),
    refund_rule: rule,
  };
}

/**
 * The course catalogue: visible classes grouped by track (in the tracks' order, classes without a
 * track last) and level, each with its coming sessions (a cancelled one stays listed as cancelled).
 * Filters narrow the classes (track, level) and their sessions (month, seats left); a class left
 * without sessions by a session filter drops out.
 */
export async function tssaCatalogue(filters: CatalogueFilters = {}, now = new Date()): Promise<TssaCatalogue> {
  const db = await getDb();
  const [trackRows, classes] = await Promise.all([allTracks(db), visibleClasses(db)]);
  const tracks = trackRows.map(trackOf);
  const trackById = new Map(tracks.map((t) => [t.id, t]));
  const sessions = await sessionsOf(
    db,
    classes.map((c) => c.id),
    now,
  );
  const waiting = await waitingCounts(
    db,
    sessions.map((s) => s.id),
  );
  const months = [...new Set(sessions.filter((s) => s.status === 'open').map((s) => seoulMonth(s.starts_at)))].sort();
  const cards: TssaClassCard[] = [];
  for (const c of classes) {
    const card = cardOf(
      c,
      trackById,
      sessions
        .filter((s) => s.class_id === c.id)
        .map((s) => sessionOf(s, c, waiting.get(s.id) ?? 0, now))
        .filter((s) => !filters.month || seoulMonth(s.starts_at) === filters.month)
        .filter((s) => !filters.seats || s.bookable),
    );
    if (filters.track && card.track?.slug !== filters.track) continue;
    if (filters.level !== undefined && card.level !== filters.level) continue;
    if ((filters.month || filters.seats) && card.sessions.length === 0) continue;
    cards.push(card);
  }
  const order = [...tracks.map((t) => t.id), null];
  const groups = order
    .map((id) => {
      const inTrack = cards.filter((c) => (c.track?.id ?? null) === id);
      const levels = [...new Set(inTrack.map((c) => c.level))].sort((a, b) => (a ?? 99) - (b ?? 99));
      return {
        track: id === null ? null : (trackById.get(id) ?? null),
        levels: levels.map((level) => ({ level, classes: inTrack.filter((c) => c.level === level) })),
      };
    })
    .filter((g) => g.levels.length > 0);
  return { groups, tracks, months, filters };
}

/**
 * Where a class's own product is shown: its class page, for links that name the product the way goods
 * are named (a cart line, an order line, a review). Undefined for a product that is no visible class.
 */
export async function classPathOfProduct(productId: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(productId) || productId <= 0) return undefined;
  const c = await classByProduct(await getDb(), productId);
  return c ? `/tssa/product/${productId}` : undefined;
}

/** One visible class by its product id, with every coming session, its kit and instructor; 404 otherwise. */
export async function tssaClassByProduct(productId: number, now = new Date()): Promise<TssaClassDetail> {
  const db = await getDb();
  const c = await classByProduct(db, productId);
  if (!c) throw new NotFoundError(CLASS_GONE);
  const [tracks, people, sessions, kit] = await Promise.all([
    allTracks(db),
    allInstructors(db),
    sessionsOf(db, [c.id], now),
    kitOf(db, c.id),
  ]);
  const waiting = await waitingCounts(
    db,
    sessions.map((s) => s.id),
  );
  const trackById = new Map(tracks.map((t) => [t.id, trackOf(t)]));
  const person = people.find((p) => p.id === c.instructor_id);
  return {
    ...cardOf(
      c,
      trackById,
      sessions.map((s) => sessionOf(s, c, waiting.get(s.id) ?? 0, now)),
    ),
    body: c.body,
    body_en: c.body_en,
    curriculum: c.curriculum,
    take_home: c.take_home,
    take_home_en: c.take_home_en,
    instructor: person
      ? {
          id: person.id,
          name: person.name,
          name_en: person.name_en,
          bio: person.bio,
          bio_en: person.bio_en,
          photo: person.photo,
        }
      : null,
    kit: kit.map((k) => ({
      product_id: k.product_id,
      name: k.name,
      name_en: k.name_en,
      thumb: k.thumb,
      quantity: k.quantity,
      price: k.status === 'active' && k.sale_price ? k.sale_price : null,
    })),
  };
}

/** The public check of a certificate number: holder's name, course and date only; 404 for an unknown number. */
export async function certificateByNumber(number: string): Promise<PublicCertificate> {
  const db = await getDb();
  const row = await certificateRow(db, number.trim().toUpperCase());
  if (!row) throw new NotFoundError(CERTIFICATE_GONE);
  const [c] = await classesByIds(db, [row.class_id]);
  return {
    number: row.number,
    holder_name: row.holder_name,
    title: c?.title ?? '',
    title_en: c?.title_en ?? '',
    issued_on: row.issued_on,
  };
}
