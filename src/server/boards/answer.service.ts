import { changesOf, recordAudit } from '../audit/audit.service.ts';
import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import type { Page } from '../http/pagination.ts';
import { mailOrigin, queueMail } from '../mail/outbox.service.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { queueMemberMessage } from '../messages/message.service.ts';
import { notifyMember } from '../notifications/notification.service.ts';
import { BOARD_LABELS, type BoardName } from './board.options.ts';
import { filesOf, findPost, memberContact, type PostRow, setAnswer } from './board.repository.ts';
import { INQUIRY_MESSAGES, postOf, postPage } from './board.service.ts';
import type { BoardPost } from './board.types.ts';

const BOARD_LABELS_EN: Record<BoardName, string> = {
  inquiry: '1:1 inquiry',
  bulk: 'Bulk purchase inquiry',
  class: 'Class inquiry',
};
const LOOKUP_PAGE: Record<BoardName, string> = {
  inquiry: '/my-page/inquiry',
  bulk: '/customer/bulk-request',
  class: '/customer/class-inquiry',
};

/** Every post of the three boards for operators, newest first; by board and by answer when asked. */
export function adminPostPage(
  filter: { board?: BoardName | undefined; answered?: boolean | undefined },
  q: { page: number; perPage: number },
): Promise<Page<BoardPost>> {
  return postPage(
    {
      ...(filter.board ? { board: filter.board } : {}),
      ...(filter.answered === undefined ? {} : { answered: filter.answered }),
    },
    q,
  );
}

/** Any post of the three boards with its files, as an operator reads it. */
export async function adminPost(id: number): Promise<BoardPost> {
  const db = await getDb();
  const row = await findPost(db, id);
  if (!row) throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  return postOf(row, await filesOf(db, [row.id]));
}

/** The mail that tells the asker the shop has answered, with the answer and where to read it. */
function answerMail(row: PostRow, name: string, answer: string, origin: string) {
  const label = BOARD_LABELS[row.board as BoardName];
  const where =
    row.member_id !== null
      ? `답변 보기: ${origin}/my-page/inquiry/${row.id}/show`
      : `접수번호 ${row.receipt_no}와 접수할 때 적은 연락처로 조회할 수 있습니다: ${origin}${LOOKUP_PAGE[row.board as BoardName]}`;
  return {
    subject: `[에반스캔들] ${label}에 답변이 등록되었습니다`,
    body: `${name}님, 남겨 주신 ${label}에 답변을 드립니다.\n\n문의: ${row.title}\n\n${answer}\n\n${where}\n\n에반스캔들 고객센터`,
  };
}

/**
 * An operator's answer to a 1:1 inquiry, bulk request or class inquiry; answering again replaces it.
 * In the same transaction the asker is told: a member by an in-shop notification (with its English
 * twin) and a mail, a visitor by a mail to the address they gave.
 */
export async function answerPost(admin: MemberRow, id: number, answer: string): Promise<BoardPost> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const before = await findPost(tx, id);
    const updated = before && (await setAnswer(tx, id, answer));
    if (!updated) return undefined;
    const board = updated.board as BoardName;
    // The audit log keeps who answered and what the answer was before (an answer can be replaced).
    await recordAudit(tx, {
      actor: { id: admin.id, login_id: admin.login_id },
      action: 'answer',
      entityType: board,
      entityId: updated.id,
      changes: changesOf(before, updated, ['answer', 'status']),
    });
    const member = updated.member_id === null ? undefined : await memberContact(tx, updated.member_id);
    if (updated.member_id !== null && member && !member.left_at) {
      await notifyMember(
        updated.member_id,
        {
          title: `${BOARD_LABELS[board]}에 답변이 등록되었습니다`,
          title_en: `We have answered your ${BOARD_LABELS_EN[board].toLowerCase()}`,
          body: updated.title,
          body_en: updated.title,
          link: `/my-page/inquiry/${updated.id}/show`,
        },
        tx,
      );
      // Told by text once, at the first answer (an edited answer is not a new event).
      await queueMemberMessage(tx, {
        event: 'inquiry_answered',
        key: `board:${updated.id}:answered`,
        memberId: updated.member_id,
        variables: { subject: updated.title, url: `${await mailOrigin(tx)}/my-page/inquiry/${updated.id}/show` },
      });
    }
    // A request carries the address its sender asked to be answered at; an inquiry goes to the member's.
    const given = typeof updated.fields.email === 'string' ? updated.fields.email : '';
    const to = board === 'inquiry' ? (member && !member.left_at ? member.email : '') : given;
    if (to) {
      const name = member?.name ?? updated.author_name;
      await queueMail(tx, { to, ...answerMail(updated, name, answer, await mailOrigin(tx)) });
    }
    return updated;
  });
  if (!row) throw new NotFoundError(INQUIRY_MESSAGES.notFound);
  return postOf(row, await filesOf(db, [row.id]));
}
