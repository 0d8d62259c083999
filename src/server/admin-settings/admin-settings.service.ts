/**
 * The shop settings an owner edits in the back office: customer service (phone, e-mail, hours), the
 * bank account for transfers, the business details the law asks every page to show (with their
 * English for the English pages), the shipping fee and its free-shipping threshold, and the exchange
 * rate, and the remote areas (postcode ranges with their extra shipping fee). The other settings (the
 * shop's name and address on the web, points, the studio) are kept as they are. A change is audited (`settings`, each field before and after) in its own
 * transaction and, once committed, every process's pages show it (`tags.settings`).
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { restoreValues } from '../audit/versions.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { shopSettings } from '../settings/settings.service.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import { couponCodeExists, couponOptions, settingRows, writeSetting } from './admin-settings.repository.ts';
import type { RemoteArea, SettingsInput } from './admin-settings.schema.ts';

/** The audit log names the shop's settings as one record. */
export const SETTINGS_ENTITY_ID = 1;
const KEYS = ['shop', 'bank', 'business', 'shipping', 'exchange_rate'] as const;

/** The form's fields from the settings as they are (a missing English twin, or row, is blank). */
export function settingsForm(s: Partial<ShopSettings>): SettingsInput {
  const { shop, bank, business, shipping, exchange_rate } = s;
  return {
    phone: shop?.phone ?? '',
    email: shop?.email ?? '',
    hours_weekdays: shop?.hours?.weekdays ?? '',
    hours_lunch: shop?.hours?.lunch ?? '',
    hours_closed: shop?.hours?.closed ?? '',
    hours_closed_en: shop?.hours?.closed_en ?? '',
    bank_name: bank?.bank_name ?? '',
    bank_name_en: bank?.bank_name_en ?? '',
    account_no: bank?.account_no ?? '',
    holder: bank?.holder ?? '',
    company: business?.company ?? '',
    company_en: business?.company_en ?? '',
    ceo: business?.ceo ?? '',
    ceo_en: business?.ceo_en ?? '',
    registration_no: business?.registration_no ?? '',
    mail_order_no: business?.mail_order_no ?? '',
    mail_order_no_en: business?.mail_order_no_en ?? '',
    address: business?.address ?? '',
    address_en: business?.address_en ?? '',
    privacy_officer: business?.privacy_officer ?? '',
    privacy_officer_en: business?.privacy_officer_en ?? '',
    hosting: business?.hosting ?? '',
    hosting_en: business?.hosting_en ?? '',
    base_fee: shipping?.base_fee ?? 0,
    free_threshold: shipping?.free_threshold ?? 0,
    krw_per_usd: exchange_rate?.krw_per_usd ?? 0,
  };
}

export async function adminSettings(): Promise<SettingsInput> {
  return settingsForm(await shopSettings());
}

type SettingRows = Awaited<ReturnType<typeof settingRows>>;

/** The settings rows with the form's values in them (what the form does not hold is kept). */
function rowsWith(rows: SettingRows, input: SettingsInput): Record<(typeof KEYS)[number], Record<string, unknown>> {
  const shop = rows.shop ?? {};
  const hours = (shop.hours ?? {}) as Record<string, unknown>;
  return {
    shop: {
      ...shop,
      phone: input.phone,
      email: input.email,
      hours: {
        ...hours,
        weekdays: input.hours_weekdays,
        lunch: input.hours_lunch,
        closed: input.hours_closed,
        closed_en: input.hours_closed_en,
      },
    },
    bank: {
      ...rows.bank,
      bank_name: input.bank_name,
      bank_name_en: input.bank_name_en,
      account_no: input.account_no,
      holder: input.holder,
    },
    business: {
      ...rows.business,
      company: input.company,
      company_en: input.company_en,
      ceo: input.ceo,
      ceo_en: input.ceo_en,
      registration_no: input.registration_no,
      mail_order_no: input.mail_order_no,
      mail_order_no_en: input.mail_order_no_en,
      address: input.address,
      address_en: input.address_en,
      privacy_officer: input.privacy_officer,
      privacy_officer_en: input.privacy_officer_en,
      hosting: input.hosting,
      hosting_en: input.hosting_en,
    },
    shipping: { ...rows.shipping, base_fee: input.base_fee, free_threshold: input.free_threshold },
    exchange_rate: { ...rows.exchange_rate, krw_per_usd: input.krw_per_usd },
  };
}

/** Saves the form; answers the settings as they now are. */
export async function saveSettings(actor: AuditActor, input: SettingsInput): Promise<SettingsInput> {
  return transact(await getDb(), async (tx) => {
    const rows = await settingRows(tx, [...KEYS]);
    const before = settingsForm(rows as Partial<ShopSettings>);
    const changes = changesOf(before, input, Object.keys(input) as (keyof SettingsInput)[]);
    if (Object.keys(changes).length === 0) return input;
    const next = rowsWith(rows, input);
    for (const key of KEYS) await writeSetting(tx, key, next[key]);
    await recordAudit(tx, { actor, action: 'update', entityType: 'settings', entityId: SETTINGS_ENTITY_ID, changes });
    touch(tx, [tags.settings]);
    return input;
  });
}

/** The settings as one record for its versions: the form's fields and the remote areas. */
export function adminSettingsRecord(id: number): Promise<SettingsInput> {
  if (id !== SETTINGS_ENTITY_ID) throw new NotFoundError('설정을 찾을 수 없습니다.');
  return adminSettings();
}

/**
 * An earlier version of the settings (`../audit/versions.service.ts`): the form's fields, the remote
 * areas, the automatic coupons, the membership tiers and the review points as that save left them, written back and audited `restore`; checkout and every page read them
 * at once.
 */
export async function restoreSettings(actor: AuditActor, id: number, versionId: number): Promise<SettingsInput> {
  if (id !== SETTINGS_ENTITY_ID) throw new NotFoundError('설정을 찾을 수 없습니다.');
  return transact(await getDb(), async (tx) => {
    const rows = await settingRows(tx, [...KEYS, 'loyalty', 'membership', 'points']);
    const current = {
      ...settingsForm(rows as Partial<ShopSettings>),
      remote_areas: (rows.shipping?.remote_areas ?? []) as RemoteArea[],
      loyalty: (rows.loyalty ?? {}) as Record<string, unknown>,
      membership: { tiers: [], ...(rows.membership ?? {}) } as Record<string, unknown>,
      review_text: Number(rows.points?.review_text ?? 0),
      review_photo: Number(rows.points?.review_photo ?? 0),
    };
    const fields = Object.keys(current);
    const v = await restoreValues(tx, 'settings', SETTINGS_ENTITY_ID, current, versionId, fields);
    const { remote_areas, loyalty, membership, review_text, review_photo, ...form } = v as SettingsInput & {
      remote_areas: RemoteArea[];
      loyalty: Record<string, unknown> | null;
      membership: Record<string, unknown> | null;
      review_text: number;
      review_photo: number;
    };
    const next = rowsWith(rows, form);
    next.shipping = { ...next.shipping, remote_areas };
    for (const key of KEYS) await writeSetting(tx, key, next[key]);
    await writeSetting(tx, 'loyalty', loyalty ?? {});
    await writeSetting(tx, 'membership', membership ?? { tiers: [] });
    if (rows.points) await writeSetting(tx, 'points', { ...rows.points, review_text, review_photo });
    const changes = changesOf(current, v as typeof current, fields as (keyof typeof current)[]);
    await recordAudit(tx, { actor, action: 'restore', entityType: 'settings', entityId: SETTINGS_ENTITY_ID, changes });
    touch(tx, [tags.settings]);
    return form;
  });
}

const POSTCODE = /^\d{5}$/;

/**
 * The remote-area rows from the form's columns, checked: a name, five-digit postcodes with the start
 * not after the end, a fee from 0 to 100,000 won, and no range overlapping another (each problem
 * under `areas.{row}.{field}`). Rows left wholly blank are dropped.
 */
export function remoteAreasFrom(columns: Record<'name' | 'from' | 'to' | 'fee', (string | number)[]>): RemoteArea[] {
  const issues: Record<string, string[]> = {};
  const at = (i: number, field: string, message: string) => {
    issues[`areas.${i}.${field}`] = [message];
  };
  const rows = columns.name
    .map((_, i) => ({
      name: String(columns.name[i] ?? '').trim(),
      from: String(columns.from[i] ?? '').trim(),
      to: String(columns.to[i] ?? '').trim(),
      fee: String(columns.fee[i] ?? '').trim(),
    }))
    .filter((r) => r.name !== '' || r.from !== '' || r.to !== '' || r.fee !== '');
  const areas = rows.map((r, i) => {
    if (r.name === '' || r.name.length > 30) at(i, 'name', '지역 이름을 30자 이하로 입력해 주세요.');
    if (!POSTCODE.test(r.from)) at(i, 'from', '시작 우편번호는 다섯 자리 숫자입니다.');
    if (!POSTCODE.test(r.to)) at(i, 'to', '끝 우편번호는 다섯 자리 숫자입니다.');
    else if (POSTCODE.test(r.from) && r.from > r.to) at(i, 'to', '끝 우편번호는 시작 우편번호보다 작을 수 없습니다.');
    const fee = Number(r.fee);
    if (!/^\d+$/.test(r.fee) || fee > 100_000)
      at(i, 'fee', '추가 배송비는 0원에서 100,000원 사이의 정수로 입력해 주세요.');
    return { name: r.name, from: r.from, to: r.to, fee };
  });
  areas.forEach((a, i) => {
    const other = areas.findIndex((b, j) => j < i && a.from <= b.to && b.from <= a.to);
    if (other >= 0 && !issues[`areas.${i}.from`] && !issues[`areas.${i}.to`]) {
      at(i, 'from', `${other + 1}번째 지역(${areas[other]?.name})과 우편번호가 겹칩니다.`);
    }
  });
  if (Object.keys(issues).length) throw new ValidationError(issues);
  return areas;
}

export async function remoteAreas(): Promise<RemoteArea[]> {
  return (await shopSettings()).shipping.remote_areas;
}

/** Saves the remote areas (checkout reads them at once in every process); answers them as they now are. */
export async function saveRemoteAreas(actor: AuditActor, areas: RemoteArea[]): Promise<RemoteArea[]> {
  return transact(await getDb(), async (tx) => {
    const rows = await settingRows(tx, ['shipping']);
    const before = ((rows.shipping?.remote_areas ?? []) as RemoteArea[]).map((a) => ({ ...a }));
    const changes = changesOf({ remote_areas: before }, { remote_areas: areas }, ['remote_areas']);
    if (Object.keys(changes).length === 0) return areas;
    await writeSetting(tx, 'shipping', { ...rows.shipping, remote_areas: areas });
    await recordAudit(tx, { actor, action: 'update', entityType: 'settings', entityId: SETTINGS_ENTITY_ID, changes });
    touch(tx, [tags.settings]);
    return areas;
  });
}

export type LoyaltyCoupons = {
  signup_coupon: string | null;
  first_order_coupon: string | null;
  birthday_coupon: string | null;
};
const LOYALTY_FIELDS = ['signup_coupon', 'first_order_coupon', 'birthday_coupon'] as const;

/** Which coupon the shop gives by itself on sign-up, first purchase and birthday (codes; null: none). */
export async function loyaltyCoupons(): Promise<LoyaltyCoupons> {
  const l = (await shopSettings()).loyalty;
  return {
    signup_coupon: l?.signup_coupon ?? null,
    first_order_coupon: l?.first_order_coupon ?? null,
    birthday_coupon: l?.birthday_coupon ?? null,
  };
}

/**
 * Saves the automatic coupons (422 naming a code no coupon has); audited as a settings change, and
 * the next sign-up, confirmation or birthday run uses them (`../coupons/auto-coupon.service.ts`).
 */
export async function saveLoyaltyCoupons(actor: AuditActor, input: LoyaltyCoupons): Promise<LoyaltyCoupons> {
  return transact(await getDb(), async (tx) => {
    const issues: Record<string, string[]> = {};
    for (const field of LOYALTY_FIELDS) {
      const code = input[field];
      if (code && !(await couponCodeExists(tx, code)))
        issues[field] = [`${code} 쿠폰이 없습니다. 쿠폰 관리에서 만든 쿠폰을 골라 주세요.`];
    }
    if (Object.keys(issues).length) throw new ValidationError(issues);
    const rows = await settingRows(tx, ['loyalty']);
    const before = { loyalty: { ...(rows.loyalty ?? {}) } };
    const after = { loyalty: { ...(rows.loyalty ?? {}), ...input } };
    const changes = changesOf(before, after, ['loyalty']);
    if (Object.keys(changes).length === 0) return input;
    await writeSetting(tx, 'loyalty', after.loyalty);
    await recordAudit(tx, { actor, action: 'update', entityType: 'settings', entityId: SETTINGS_ENTITY_ID, changes });
    touch(tx, [tags.settings]);
    return input;
  });
}

/** The coupons the settings form offers for the automatic ones. */
export async function loyaltyCouponChoices() {
  return couponOptions(await getDb());
}
