import { config } from '../config.ts';
import { type Executor, getDb } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { consume, countAttempt } from '../http/rate-limit.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { violatedConstraint } from '../orders/order.repository.ts';
import type { ApplicationStatus, PartnerKind } from './partner.options.ts';
import {
  type ApplicationRow,
  type ApplicationValues,
  deleteReceived,
  findByReceipt,
  findOpenApplication,
  findOwnApplication,
  insertApplication,
  listApplications,
  updateReceived,
} from './partner.repository.ts';
import type { DealerInput, WholesaleInput } from './partner.schema.ts';
import type { PartnerApplication } from './partner.types.ts';
import { newReceiptNo } from './receipt.ts';

/** Every refusal these calls can answer; English lives in src/i18n/en-partners.ts. */
export const PARTNER_MESSAGES = {
  notFound: '신청 내역을 찾을 수 없습니다.',
  noMatch: '접수번호와 연락처가 일치하는 신청을 찾을 수 없습니다. 신청할 때 적은 휴대폰 번호나 이메일을 입력해 주세요.',
  visitorLimit: '이 주소에서 보낸 신청이 너무 많습니다. 잠시 후 다시 시도하시거나 고객센터로 연락해 주세요.',
  openWholesale: '이미 접수되었거나 검토 중인 도매 신청이 있습니다. 결과를 안내받은 뒤 다시 신청해 주세요.',
  openDealer: '이미 접수되었거나 검토 중인 대리점 신청이 있습니다. 결과를 안내받은 뒤 다시 신청해 주세요.',
  notEditable: '검토가 시작된 신청은 수정할 수 없습니다. 바꿀 내용이 있으면 고객센터로 알려 주세요.',
  notWithdrawable: '검토가 시작된 신청은 철회할 수 없습니다. 고객센터로 문의해 주세요.',
  reopenConflict: '이 회원에게는 이미 진행 중인 같은 종류의 신청이 있습니다.',
  created: '신청이 접수되었습니다.',
  updated: '신청 내용이 수정되었습니다.',
  withdrawn: '신청이 철회되었습니다.',
  statusChanged: '신청 상태가 변경되었습니다.',
} as const;

export const OPEN_KEY = 'partner_applications_open_key';
const RECEIPT_KEY = 'partner_applications_receipt_no_unique';

/** Applications accepted from one address without an account, per hour. */
const visitorApplyLimit = () => ({
  name: 'partner-apply-visitor',
  points: config.partnerApplyLimitPerHour,
  durationSeconds: 60 * 60,
  message: PARTNER_MESSAGES.visitorLimit,
});

export type ApplicationInput = WholesaleInput | DealerInput;

/** The stored columns of a validated form; the other kind's columns stay empty. */
function valuesOf(kind: PartnerKind, input: ApplicationInput): ApplicationValues {
  const common = {
    company_name: input.company_name,
    business_number: input.business_number,
    representative_name: input.representative_name,
    contact_name: input.contact_name,
    mobile: input.mobile,
    email: input.email,
    message: input.message,
  };
  if (kind === 'wholesale') {
    const w = input as WholesaleInput;
    return {
      ...common,
      business_address: w.business_address,
      business_type: w.business_type,
      interest_products: w.interest_products,
      monthly_volume: w.monthly_volume,
    };
  }
  const d = input as DealerInput;
  return {
    ...common,
    region: d.region,
    has_store: d.has_store,
    store_address: d.has_store ? d.store_address : null,
    experience: d.experience,
  };
}

/** A stored application as the shop shows it: the other kind's columns left out, its own never null. */
export function applicationOf(row: ApplicationRow): PartnerApplication {
  const common = {
    id: row.id,
    receipt_no: row.receipt_no,
    by_visitor: row.member_id === null,
    status: row.status as ApplicationStatus,
    editable: row.status === 'received',
    company_name: row.company_name,
    business_number: row.business_number,
    representative_name: row.representative_name,
    contact_name: row.contact_name,
    mobile: row.mobile,
    email: row.email,
    message: row.message,
    status_note: row.status_note,
    created_at: row.created_at,
    updated_at: row.updated_at,
    status_changed_at: row.status_changed_at,
  };
  if (row.kind === 'dealer') {
    return {
      ...common,
      kind: 'dealer',
      region: row.region ?? '',
      has_store: row.has_store ?? false,
      store_address: row.has_store ? (row.store_address ?? '') : null,
      experience: row.experience ?? '',
    };
  }
  return {
    ...common,
    kind: 'wholesale',
    business_address: row.business_address ?? '',
    business_type: row.business_type ?? '',
    interest_products: row.interest_products ?? [],
    monthly_volume: row.monthly_volume ?? '',
  };
}

function openConflict(kind: PartnerKind, open: Pick<ApplicationRow, 'id'> | undefined): ConflictError {
  const message = kind === 'wholesale' ? PARTNER_MESSAGES.openWholesale : PARTNER_MESSAGES.openDealer;
  return new ConflictError(message, open ? { application_id: open.id } : {});
}

export async function myApplicationPage(
  memberId: number,
  kind: PartnerKind,
  q: { page: number; perPage: number },
): Promise<Page<PartnerApplication>> {
  const { rows, total } = await listApplications(await getDb(), {
    memberId,
    kind,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
  });
  return toPage(rows.map(applicationOf), total, q.page, q.perPage);
}

/** The member's own application; someone else's, another kind's or a missing one is a 404. */
export async function myApplication(memberId: number, kind: PartnerKind, id: number): Promise<PartnerApplication> {
  const row = await findOwnApplication(await getDb(), memberId, kind, id);
  if (!row) throw new NotFoundError(PARTNER_MESSAGES.notFound);
  return applicationOf(row);
}

/** The application of this kind still waiting for a decision, if the member has one. */
export async function myOpenApplication(memberId: number, kind: PartnerKind): Promise<PartnerApplication | undefined> {
  const row = await findOpenApplication(await getDb(), memberId, kind);
  return row && applicationOf(row);
}

/**
 * Inserts an application under a new receipt number; a number already taken (about one in a billion
 * a day) is drawn again.
 */
async function insertWithReceipt(
  db: Executor,
  memberId: number | null,
  kind: PartnerKind,
  values: ApplicationValues,
): Promise<ApplicationRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertApplication(db, memberId, kind, values, newReceiptNo(kind));
    } catch (err) {
      if (violatedConstraint(err) !== RECEIPT_KEY || attempt >= 3) throw err;
    }
  }
}

/** A new application, received; a second one of the kind while one is open is a 409, even in a race. */
export async function createApplication(
  member: MemberRow,
  kind: PartnerKind,
  input: ApplicationInput,
): Promise<PartnerApplication> {
  const db = await getDb();
  const open = await findOpenApplication(db, member.id, kind);
  if (open) throw openConflict(kind, open);
  try {
    return applicationOf(await insertWithReceipt(db, member.id, kind, valuesOf(kind, input)));
  } catch (err) {
    if (violatedConstraint(err) !== OPEN_KEY) throw err;
    throw openConflict(kind, await findOpenApplication(db, member.id, kind));
  }
}

/**
 * A prospective business buyer's application without an account: received under a receipt number,
 * reached later by that number and the mobile number or e-mail given. Accepted applications are
 * limited per address (`PARTNER_APPLY_LIMIT_PER_HOUR`); a form with errors is not counted.
 */
export async function createVisitorApplication(
  kind: PartnerKind,
  input: ApplicationInput,
  ip: string,
): Promise<PartnerApplication> {
  await consume(visitorApplyLimit(), `ip:${ip}`);
  return applicationOf(await insertWithReceipt(await getDb(), null, kind, valuesOf(kind, input)));
}

const LOOKUP_MESSAGE = '조회 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.';
const LOOKUP_PER_IP = { name: 'partner-lookup-ip', points: 20, durationSeconds: 10 * 60, message: LOOKUP_MESSAGE };
const LOOKUP_PER_RECEIPT = {
  name: 'partner-lookup-receipt',
  points: 5,
  durationSeconds: 10 * 60,
  message: LOOKUP_MESSAGE,
};

/** The same contact, typed either way: a mobile number by its digits, an e-mail in any case. */
function sameContact(row: ApplicationRow, contact: string): boolean {
  const typed = contact.trim();
  if (typed.includes('@')) return typed.toLowerCase() === row.email.toLowerCase();
  const digits = typed.replace(/\D/g, '');
  return digits.length >= 10 && digits === row.mobile.replace(/\D/g, '');
}

/**
 * An application by its receipt number and the mobile number or e-mail it was sent with. An unknown
 * number and a wrong contact get the same 404; failures count against the address (20 per 10
 * minutes) and the receipt number (5 per 10 minutes), past which the answer is 429.
 */
export async function lookupApplication(receipt: string, contact: string, ip: string): Promise<PartnerApplication> {
  const attempt = await countAttempt([LOOKUP_PER_RECEIPT, receipt], [LOOKUP_PER_IP, ip]);
  const row = await findByReceipt(await getDb(), receipt);
  if (!row || !sameContact(row, contact)) throw new NotFoundError(PARTNER_MESSAGES.noMatch);
  await attempt.succeeded();
  return applicationOf(row);
}

/** An application by its receipt number, for a browser the receipt was granted to. */
export async function applicationByReceipt(receipt: string): Promise<PartnerApplication> {
  const row = await findByReceipt(await getDb(), receipt);
  if (!row) throw new NotFoundError(PARTNER_MESSAGES.notFound);
  return applicationOf(row);
}

/** After a conditional change found nothing: a 404 when it is not the member's, else a 409. */
async function refusal(member: MemberRow, kind: PartnerKind, id: number, message: string): Promise<never> {
  if (!(await findOwnApplication(await getDb(), member.id, kind, id)))
    throw new NotFoundError(PARTNER_MESSAGES.notFound);
  throw new ConflictError(message);
}

/** Replaces the member's application while it is received; once review has begun it is a 409. */
export async function updateApplication(
  member: MemberRow,
  kind: PartnerKind,
  id: number,
  input: ApplicationInput,
): Promise<PartnerApplication> {
  const row = await updateReceived(await getDb(), member.id, kind, id, valuesOf(kind, input));
  if (!row) return refusal(member, kind, id, PARTNER_MESSAGES.notEditable);
  return applicationOf(row);
}

/** Withdraws (deletes) the member's application while it is received; once review has begun it is a 409. */
export async function withdrawApplication(member: MemberRow, kind: PartnerKind, id: number): Promise<{ id: number }> {
  if (!(await deleteReceived(await getDb(), member.id, kind, id))) {
    await refusal(member, kind, id, PARTNER_MESSAGES.notWithdrawable);
  }
  return { id };
}
