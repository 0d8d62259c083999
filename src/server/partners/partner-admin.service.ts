/**
 * Partner applications as operators handle them in the back office: any application by its id, and a
 * decision on it (audited, the applicant told). The applicants' own side is partner.service.ts.
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { violatedConstraint } from '../orders/order.repository.ts';
import type { ApplicationStatus } from './partner.options.ts';
import { findApplication, findApplicationForUpdate, setStatus } from './partner.repository.ts';
import { applicationOf, OPEN_KEY, PARTNER_MESSAGES } from './partner.service.ts';
import type { PartnerApplication } from './partner.types.ts';
import { tellApplicant } from './partner-notice.ts';

/** Any application by its id, as an operator reads it, with the member who sent it (null: a visitor). */
export async function adminApplication(
  id: number,
): Promise<{ application: PartnerApplication; memberId: number | null }> {
  const row = await findApplication(await getDb(), id);
  if (!row) throw new NotFoundError(PARTNER_MESSAGES.notFound);
  return { application: applicationOf(row), memberId: row.member_id };
}

/**
 * An operator's decision on any application; reopening one beside another open one is a 409. In the
 * same transaction the audit log keeps who changed what, and the applicant is told (`partner-notice.ts`).
 */
export async function changeApplicationStatus(
  actor: AuditActor,
  id: number,
  status: ApplicationStatus,
  note: string | null,
): Promise<PartnerApplication> {
  try {
    const row = await (await getDb()).transaction(async (tx) => {
      const before = await findApplicationForUpdate(tx, id);
      const after = before && (await setStatus(tx, id, status, note));
      if (!before || !after) return undefined;
      await recordAudit(tx, {
        actor,
        action: 'status',
        entityType: 'partner_application',
        entityId: id,
        changes: changesOf(before, after, ['status', 'status_note']),
      });
      if (before.status !== after.status || before.status_note !== after.status_note) await tellApplicant(tx, after);
      return after;
    });
    if (!row) throw new NotFoundError(PARTNER_MESSAGES.notFound);
    return applicationOf(row);
  } catch (err) {
    if (violatedConstraint(err) !== OPEN_KEY) throw err;
    throw new ConflictError(PARTNER_MESSAGES.reopenConflict);
  }
}
