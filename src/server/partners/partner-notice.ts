import type { Executor } from '../db/client.ts';
import { mailOrigin, queueMail } from '../mail/outbox.service.ts';
import { notifyMember } from '../notifications/notification.service.ts';
import { type ApplicationStatus, STATUS_LABELS } from './partner.options.ts';
import type { ApplicationRow } from './partner.repository.ts';

const KIND_LABELS = { wholesale: '도매 신청', dealer: '대리점 신청' } as const;
const KIND_LABELS_EN = { wholesale: 'wholesale application', dealer: 'dealer application' } as const;
const STATUS_EN: Record<ApplicationStatus, string> = {
  received: 'received',
  reviewing: 'under review',
  approved: 'approved',
  rejected: 'declined',
};

/**
 * Tells an applicant their application moved on, in the decision's transaction: a member by an
 * in-shop notification, everyone by a mail to the address the application gave (with its receipt
 * number, what a visitor looks it up by).
 */
export async function tellApplicant(tx: Executor, row: ApplicationRow): Promise<void> {
  const kind = row.kind === 'dealer' ? 'dealer' : 'wholesale';
  const status = row.status as ApplicationStatus;
  const label = KIND_LABELS[kind];
  const page = `/customer/${kind}-apply`;
  const link = row.member_id === null ? `${page}/lookup` : `${page}/${row.id}/show`;
  if (row.member_id !== null) {
    await notifyMember(
      row.member_id,
      {
        title: `${label}이 ${STATUS_LABELS[status]} 상태가 되었습니다`,
        title_en: `Your ${KIND_LABELS_EN[kind]} is ${STATUS_EN[status]}`,
        body: row.status_note ?? row.company_name,
        body_en: row.status_note ?? row.company_name,
        link,
      },
      tx,
    );
  }
  const note = row.status_note ? `\n\n안내: ${row.status_note}` : '';
  await queueMail(tx, {
    to: row.email,
    subject: `[에반스캔들] ${label} 상태가 '${STATUS_LABELS[status]}'(으)로 바뀌었습니다`,
    body: `${row.contact_name}님, ${row.company_name}의 ${label}(접수번호 ${row.receipt_no ?? '-'}) 상태가 '${STATUS_LABELS[status]}'(으)로 바뀌었습니다.${note}\n\n확인하기: ${await mailOrigin(tx)}${link}\n\n에반스캔들 고객센터`,
  });
}
