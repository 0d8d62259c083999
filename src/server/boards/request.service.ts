import { config } from '../config.ts';
import { getDb } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { consume, countAttempt } from '../http/rate-limit.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { violatedConstraint } from '../orders/order.repository.ts';
import { checkAttachments, encodeAttachments } from './attachments.ts';
import type { RequestBoard } from './board.options.ts';
import { activeClass, filesOf, findByReceipt, insertFiles, insertPost, type PostValues } from './board.repository.ts';
import { BOARD_MESSAGES, type BulkInput, type ClassInput } from './board.schema.ts';
import { postOf } from './board.service.ts';
import type { BoardPost } from './board.types.ts';
import { contactMatches, newReceiptNo } from './receipt.ts';

/** Refusals of the request pages; English lives in src/i18n/en-boards.ts. */
export const REQUEST_MESSAGES = {
  created: '문의가 접수되었습니다.',
  noMatch: '접수번호 또는 연락처가 일치하지 않습니다. 다시 확인해 주세요.',
  tooMany: '문의 접수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  tooManyLookups: '조회 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.',
} as const;

/**
 * Requests sent from one address in an hour (BOARD_REQUEST_LIMIT_PER_HOUR, default 5), visitors and
 * members alike: plenty for a person, a wall for a script.
 */
export const REQUEST_SEND_LIMIT = {
  name: 'board-request-send',
  points: config.boardRequestLimitPerHour,
  durationSeconds: 60 * 60,
  message: REQUEST_MESSAGES.tooMany,
};
/** Look-ups that did not match, per address and per receipt number, in 10 minutes. */
const LOOKUP_PER_IP = {
  name: 'board-lookup-ip',
  points: 20,
  durationSeconds: 10 * 60,
  message: REQUEST_MESSAGES.tooManyLookups,
};
const LOOKUP_PER_RECEIPT = {
  name: 'board-lookup-receipt',
  points: 5,
  durationSeconds: 10 * 60,
  message: REQUEST_MESSAGES.tooManyLookups,
};

const RECEIPT_KEY = 'board_posts_receipt_no_key';

/** Stores a request under a fresh receipt number (another one on the rare collision), files in the same transaction. */
async function store(
  board: RequestBoard,
  values: Omit<PostValues, 'board' | 'receipt_no'>,
  files: readonly File[],
): Promise<BoardPost> {
  const encoded = await encodeAttachments(await checkAttachments(files));
  const db = await getDb();
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        const post = await insertPost(tx, { ...values, board, receipt_no: newReceiptNo(board, new Date()) });
        await insertFiles(tx, post.id, encoded);
        return post;
      });
      return postOf(row, await filesOf(db, [row.id]));
    } catch (err) {
      if (attempt >= 3 || violatedConstraint(err) !== RECEIPT_KEY) throw err;
    }
  }
}

const senderFields = (input: BulkInput | ClassInput) => ({ mobile: input.mobile, email: input.email });

/** 대량 구매 문의, from a visitor or a member; limited per address. */
export async function sendBulkRequest(
  member: MemberRow | undefined,
  ip: string,
  input: BulkInput,
  files: readonly File[],
): Promise<BoardPost> {
  await consume(REQUEST_SEND_LIMIT, ip);
  return store(
    'bulk',
    {
      member_id: member?.id ?? null,
      author_name: input.name,
      // The first product as the sender wrote it; pages add "and N more" in their own language.
      title: input.items[0]?.name ?? '',
      body: input.message,
      fields: { ...senderFields(input), items: input.items, desired_date: input.desired_date },
    },
    files,
  );
}

/** 클래스 문의 about one of the workshop's classes, from a visitor or a member; limited per address. */
export async function sendClassInquiry(
  member: MemberRow | undefined,
  ip: string,
  input: ClassInput,
): Promise<BoardPost> {
  const found = await activeClass(await getDb(), input.class_id);
  if (!found) throw new ValidationError({ class_id: [BOARD_MESSAGES.classId] });
  await consume(REQUEST_SEND_LIMIT, ip);
  return store(
    'class',
    {
      member_id: member?.id ?? null,
      author_name: input.name,
      title: found.title,
      body: input.message,
      fields: {
        ...senderFields(input),
        class_id: found.id,
        class_title: found.title,
        class_title_en: found.title_en,
        preferred_dates: input.preferred_dates,
        head_count: input.head_count,
      },
    },
    [],
  );
}

/**
 * A request read back by its receipt number and the contact it was sent with. Unknown numbers and
 * wrong contacts get one answer (404); failures count against the address and the number (429 past them).
 */
export async function lookupRequest(receiptNo: string, contact: string, ip: string): Promise<BoardPost> {
  const attempt = await countAttempt([LOOKUP_PER_RECEIPT, receiptNo], [LOOKUP_PER_IP, ip]);
  const db = await getDb();
  const row = await findByReceipt(db, receiptNo);
  const post = row && postOf(row, await filesOf(db, [row.id]));
  if (!post?.request || !contactMatches(contact, post.request)) throw new NotFoundError(REQUEST_MESSAGES.noMatch);
  await attempt.succeeded();
  return post;
}
