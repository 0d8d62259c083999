import { eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import { boardPosts, members, partnerApplications, productInquiries, products } from '../db/schema/index.ts';
import { BOARD_KINDS, type QueueKind, type QueueStatus } from './admin-inquiry.options.ts';

/** One row of the back office's queue, whatever its kind. */
export type QueueRow = {
  kind: QueueKind;
  id: number;
  title: string;
  asker: string;
  member_login: string | null;
  /** What it is about: a product question's product; empty for the others. */
  subject: string;
  receipt_no: string;
  answered: boolean;
  status: QueueStatus;
  created_at: Date;
};

export type QueueWhere = {
  kind?: QueueKind | undefined;
  answered?: boolean | undefined;
  status?: QueueStatus | undefined;
  q?: string | undefined;
};

const boardList = sql.join(
  BOARD_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

/** Every kind in one shape: the three boards, product questions, and wholesale and dealer applications. */
const everyKind = sql`
  select ${boardPosts.board} as kind, ${boardPosts.id} as id, ${boardPosts.title} as title,
    ${boardPosts.author_name} as asker, ${members.login_id} as member_login, '' as subject,
    coalesce(${boardPosts.receipt_no}, '') as receipt_no, ${boardPosts.answered_at} is not null as answered,
    case when ${boardPosts.answered_at} is null then 'received' else 'answered' end as status,
    ${boardPosts.created_at} as created_at
  from ${boardPosts} left join ${members} on ${members.id} = ${boardPosts.member_id}
  where ${boardPosts.board} in (${boardList})
  union all
  select 'product', ${productInquiries.id}, ${productInquiries.title},
    coalesce(${members.name}, ${productInquiries.author_name}), ${members.login_id}, ${products.name},
    '', ${productInquiries.answered_at} is not null,
    case when ${productInquiries.answered_at} is null then 'received' else 'answered' end,
    ${productInquiries.created_at}
  from ${productInquiries}
    join ${products} on ${products.id} = ${productInquiries.product_id}
    left join ${members} on ${members.id} = ${productInquiries.member_id}
  union all
  select ${partnerApplications.kind}, ${partnerApplications.id}, ${partnerApplications.company_name},
    ${partnerApplications.contact_name}, ${members.login_id}, '',
    coalesce(${partnerApplications.receipt_no}, ''), ${partnerApplications.status} in ('approved', 'rejected'),
    ${partnerApplications.status}, ${partnerApplications.created_at}
  from ${partnerApplications} left join ${members} on ${members.id} = ${partnerApplications.member_id}`;

function whereOf(w: QueueWhere): SQL {
  const parts: SQL[] = [sql`true`];
  if (w.kind) parts.push(sql`q.kind = ${w.kind}`);
  if (w.answered !== undefined) parts.push(sql`q.answered = ${w.answered}`);
  if (w.status) parts.push(sql`q.status = ${w.status}`);
  if (w.q) {
    const like = `%${escapeLike(w.q)}%`;
    parts.push(
      sql`(q.title ilike ${like} or q.asker ilike ${like} or q.member_login ilike ${like} or q.subject ilike ${like} or q.receipt_no ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

type Raw = Omit<QueueRow, 'created_at' | 'id'> & { id: number | string; created_at: Date | string };

/** The queue: those still waiting first, newest first within each. */
export async function listQueue(
  db: Executor,
  w: QueueWhere,
  limit: number,
  offset: number,
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = whereOf(w);
  const [rows, totals] = await Promise.all([
    rowsOf<Raw>(
      db,
      sql`select * from (${everyKind}) q where ${where}
        order by q.answered asc, q.created_at desc, q.id desc limit ${limit} offset ${offset}`,
    ),
    rowsOf<{ n: number | string }>(db, sql`select count(*) as n from (${everyKind}) q where ${where}`),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at) })),
    total: Number(totals[0]?.n ?? 0),
  };
}

/** The member who asked, as an operator needs to know them; undefined for a visitor. */
export async function askerOf(db: Executor, memberId: number | null) {
  if (memberId === null) return undefined;
  const [row] = await db
    .select({
      login_id: members.login_id,
      name: members.name,
      email: members.email,
      mobile: members.mobile,
      left_at: members.left_at,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}
export type Asker = NonNullable<Awaited<ReturnType<typeof askerOf>>>;
