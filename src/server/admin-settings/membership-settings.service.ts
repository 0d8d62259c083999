/**
 * The loyalty settings an owner edits beside the automatic coupons: the membership tiers (name,
 * threshold of the last twelve months' confirmed purchases, point rate, monthly coupon) and what a
 * review earns. Each save is audited as a settings change in its own transaction, and every process
 * reads the new values once it commits (`tags.settings`); the tiers apply to the month's counts at
 * once (`../membership/tier.service.ts`).
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { orderedTiers } from '../membership/tiers.ts';
import { shopSettings } from '../settings/settings.service.ts';
import type { MemberTier } from '../settings/settings.types.ts';
import { couponCodeExists, settingRows, writeSetting } from './admin-settings.repository.ts';
import type { ReviewPointsInput } from './admin-settings.schema.ts';
import { SETTINGS_ENTITY_ID } from './admin-settings.service.ts';

type Columns = Record<'name' | 'name_en' | 'min_amount' | 'point_rate_percent' | 'monthly_coupon', (string | number)[]>;

const RATE = /^\d{1,2}(\.\d)?$/;

/**
 * The tiers from the form's columns, checked (each problem under `tiers.{row}.{field}`): a name, a
 * threshold in whole won, no two alike, the lowest from 0; a point rate from 0 to 50 % (one decimal).
 * No rows at all is allowed: the shop then has no tiers. Rows left wholly blank are dropped.
 */
export function tiersFrom(columns: Columns): MemberTier[] {
  const issues: Record<string, string[]> = {};
  const at = (i: number, field: string, message: string) => {
    issues[`tiers.${i}.${field}`] = [message];
  };
  const cell = (key: keyof Columns, i: number) => String(columns[key][i] ?? '').trim();
  const rows = columns.name
    .map((_, i) => ({
      name: cell('name', i),
      name_en: cell('name_en', i),
      min: cell('min_amount', i),
      rate: cell('point_rate_percent', i),
      coupon: cell('monthly_coupon', i),
    }))
    .filter((r) => r.name !== '' || r.name_en !== '' || r.min !== '' || r.rate !== '');
  const tiers = rows.map((r, i) => {
    if (r.name === '' || r.name.length > 20) at(i, 'name', '등급 이름을 20자 이하로 입력해 주세요.');
    if (r.name_en.length > 30) at(i, 'name_en', '영문 이름은 30자 이하로 입력해 주세요.');
    const min = Number(r.min);
    if (!/^\d+$/.test(r.min) || min > 1_000_000_000)
      at(i, 'min_amount', '기준 금액을 0원에서 10억 원 사이의 정수로 입력해 주세요.');
    const rate = Number(r.rate);
    if (!RATE.test(r.rate) || rate > 50)
      at(i, 'point_rate_percent', '적립률은 0에서 50 사이로, 소수는 한 자리까지 입력해 주세요.');
    return {
      name: r.name,
      name_en: r.name_en,
      min_amount: min,
      point_rate_percent: rate,
      monthly_coupon: r.coupon || null,
    };
  });
  tiers.forEach((t, i) => {
    const same = tiers.findIndex((o, j) => j < i && o.min_amount === t.min_amount);
    if (same >= 0 && !issues[`tiers.${i}.min_amount`])
      at(
        i,
        'min_amount',
        `${same + 1}번째 등급${tiers[same]?.name ? `(${tiers[same]?.name})` : ''}과 기준 금액이 같습니다.`,
      );
    const twin = tiers.findIndex((o, j) => j < i && o.name === t.name);
    if (twin >= 0 && !issues[`tiers.${i}.name`]) at(i, 'name', `${twin + 1}번째 등급과 이름이 같습니다.`);
  });
  // The lowest of the thresholds that are whole won must be 0.
  const valid = tiers.map((t, i) => ({ t, i })).filter(({ i }) => !issues[`tiers.${i}.min_amount`]);
  const lowest = valid.reduce<{ t: MemberTier; i: number } | undefined>(
    (m, x) => (m === undefined || x.t.min_amount < m.t.min_amount ? x : m),
    undefined,
  )?.i;
  if (lowest !== undefined && tiers[lowest]?.min_amount !== 0)
    at(lowest, 'min_amount', '가장 낮은 등급의 기준 금액은 0원이어야 합니다. 모든 회원이 어느 한 등급에 들어갑니다.');
  if (Object.keys(issues).length) throw new ValidationError(issues);
  return orderedTiers(tiers);
}

export async function memberTiers(): Promise<MemberTier[]> {
  return orderedTiers((await shopSettings()).membership?.tiers);
}

/** Saves the tiers (422 naming a monthly coupon no coupon has); answers them as they now are. */
export async function saveTiers(actor: AuditActor, tiers: MemberTier[]): Promise<MemberTier[]> {
  return transact(await getDb(), async (tx) => {
    const issues: Record<string, string[]> = {};
    for (const [i, t] of tiers.entries()) {
      if (t.monthly_coupon && !(await couponCodeExists(tx, t.monthly_coupon)))
        issues[`tiers.${i}.monthly_coupon`] = [
          `${t.monthly_coupon} 쿠폰이 없습니다. 쿠폰 관리에서 만든 쿠폰을 골라 주세요.`,
        ];
    }
    if (Object.keys(issues).length) throw new ValidationError(issues);
    const rows = await settingRows(tx, ['membership']);
    const before = { membership: { tiers: [], ...(rows.membership ?? {}) } };
    const after = { membership: { ...(rows.membership ?? {}), tiers } };
    const changes = changesOf(before, after, ['membership']);
    if (Object.keys(changes).length === 0) return tiers;
    await writeSetting(tx, 'membership', after.membership);
    await recordAudit(tx, { actor, action: 'update', entityType: 'settings', entityId: SETTINGS_ENTITY_ID, changes });
    touch(tx, [tags.settings]);
    return tiers;
  });
}

export async function reviewPoints(): Promise<ReviewPointsInput> {
  const { points } = await shopSettings();
  return { review_text: points.review_text ?? 0, review_photo: points.review_photo ?? 0 };
}

/** Saves what a review earns; the reviews paid from then on earn it. */
export async function saveReviewPoints(actor: AuditActor, input: ReviewPointsInput): Promise<ReviewPointsInput> {
  return transact(await getDb(), async (tx) => {
    const rows = await settingRows(tx, ['points']);
    const points = rows.points ?? {};
    const before = { review_text: Number(points.review_text ?? 0), review_photo: Number(points.review_photo ?? 0) };
    const changes = changesOf(before, input, ['review_text', 'review_photo']);
    if (Object.keys(changes).length === 0) return input;
    await writeSetting(tx, 'points', { ...points, ...input });
    await recordAudit(tx, { actor, action: 'update', entityType: 'settings', entityId: SETTINGS_ENTITY_ID, changes });
    touch(tx, [tags.settings]);
    return input;
  });
}
