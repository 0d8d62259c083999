import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { violatedConstraint } from '../orders/order.repository.ts';
import type { ApplicationStatus, PartnerKind } from './partner.options.ts';
import {
  type ApplicationRow,
  type ApplicationValues,
  deleteReceived,
  findOpenApplication,
  findOwnApplication,
  insertApplication,
  listApplications,
  setStatus,
  updateReceived,
} from './partner.repository.ts';
import type { DealerInput, WholesaleInput } from './partner.schema.ts';
import { type ApplicationWire, serializeApplication } from './partner.serializer.ts';

export type { ApplicationWire, DealerWire, WholesaleWire } from './partner.serializer.ts';

/** Every refusal these calls can answer; English lives in src/i18n/en-partners.ts. */
export const PARTNER_MESSAGES = {
  notFound: '신청 내역을 찾을 수 없습니다.',
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

const OPEN_KEY = 'partner_applications_open_key';

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

function openConflict(kind: PartnerKind, open: Pick<ApplicationRow, 'id'> | undefined): ConflictError {
  const message = kind === 'wholesale' ? PARTNER_MESSAGES.openWholesale : PARTNER_MESSAGES.openDealer;
  return new ConflictError(message, open ? { application_id: open.id } : {});
}

export async function myApplicationPage(
  memberId: number,
  kind: PartnerKind,
  q: { page: number; perPage: number },
): Promise<Page<ApplicationWire>> {
  const { rows, total } = await listApplications(await getDb(), {
    memberId,
    kind,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
  });
  return toPage(rows.map(serializeApplication), total, q.page, q.perPage);
}

/** The member's own application; someone else's, another kind's or a missing one is a 404. */
export async function myApplication(memberId: number, kind: PartnerKind, id: number): Promise<ApplicationWire> {
  const row = await findOwnApplication(await getDb(), memberId, kind, id);
  if (!row) throw new NotFoundError(PARTNER_MESSAGES.notFound);
  return serializeApplication(row);
}

/** The application of this kind still waiting for a decision, if the member has one. */
export async function myOpenApplication(memberId: number, kind: PartnerKind): Promise<ApplicationWire | undefined> {
  const row = await findOpenApplication(await getDb(), memberId, kind);
  return row && serializeApplication(row);
}

/** A new application, received; a second one of the kind while one is open is a 409, even in a race. */
export async function createApplication(
  member: MemberRow,
  kind: PartnerKind,
  input: ApplicationInput,
): Promise<ApplicationWire> {
  const db = await getDb();
  const open = await findOpenApplication(db, member.id, kind);
  if (open) throw openConflict(kind, open);
  try {
    return serializeApplication(await insertApplication(db, member.id, kind, valuesOf(kind, input)));
  } catch (err) {
    if (violatedConstraint(err) !== OPEN_KEY) throw err;
    throw openConflict(kind, await findOpenApplication(db, member.id, kind));
  }
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
): Promise<ApplicationWire> {
  const row = await updateReceived(await getDb(), member.id, kind, id, valuesOf(kind, input));
  if (!row) return refusal(member, kind, id, PARTNER_MESSAGES.notEditable);
  return serializeApplication(row);
}

/** Withdraws (deletes) the member's application while it is received; once review has begun it is a 409. */
export async function withdrawApplication(member: MemberRow, kind: PartnerKind, id: number): Promise<{ id: number }> {
  if (!(await deleteReceived(await getDb(), member.id, kind, id))) {
    await refusal(member, kind, id, PARTNER_MESSAGES.notWithdrawable);
  }
  return { id };
}

/** An operator's decision on any application; reopening one beside another open one is a 409. */
export async function changeApplicationStatus(
  id: number,
  status: ApplicationStatus,
  note: string | null,
): Promise<ApplicationWire> {
  try {
    const row = await setStatus(await getDb(), id, status, note);
    if (!row) throw new NotFoundError(PARTNER_MESSAGES.notFound);
    return serializeApplication(row);
  } catch (err) {
    if (violatedConstraint(err) !== OPEN_KEY) throw err;
    throw new ConflictError(PARTNER_MESSAGES.reopenConflict);
  }
}
