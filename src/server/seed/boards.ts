import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { newReceiptNo } from '../boards/receipt.ts';
import type { Executor } from '../db/client.ts';
import { boardFiles, boardPosts, mediaFiles, members, orders, workshopClasses } from '../db/schema/index.ts';
import { DEMO_LOGIN } from './members.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A photo a customer might send of a jar that arrived chipped: a plain warm square, made here. */
async function jarPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 360, channels: 3, background: '#d9c7b0' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect x="170" y="70" width="140" height="220" rx="18" fill="#f4efe8" stroke="#8a7560" stroke-width="6"/><path d="M250 70 l14 34 -18 22" fill="none" stroke="#5e4330" stroke-width="5"/></svg>',
        ),
      },
    ])
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * The demo member's customer-service history: a 1:1 inquiry about an order that the shop has
 * answered, one still waiting (with a photo), and a class inquiry; and a visitor's bulk request.
 */
export async function seedBoards(db: Executor, now: number): Promise<void> {
  const [demo] = await db.select().from(members).where(eq(members.login_id, DEMO_LOGIN));
  if (!demo) return;
  const [order] = await db
    .select({ od_id: orders.od_id })
    .from(orders)
    .where(eq(orders.member_id, demo.id))
    .orderBy(desc(orders.created_at))
    .limit(1);
  const [oneDay] = await db.select().from(workshopClasses).where(eq(workshopClasses.kind, 'one-day')).limit(1);
  const at = (days: number) => new Date(now - days * DAY);

  await db.insert(boardPosts).values({
    board: 'inquiry',
    member_id: demo.id,
    author_name: demo.name,
    title: '배송 전에 받는 주소를 바꿀 수 있을까요?',
    body: '주문한 뒤에 이사 날짜가 당겨져서요. 아직 출발 전이라면 배송지를 회사 주소로 바꾸고 싶습니다.',
    fields: { category: 'order', od_id: order?.od_id ?? null },
    status: 'answered',
    answer:
      '안녕하세요, 에반스캔들입니다. 출고 전이라 배송지를 말씀하신 회사 주소로 바꿔 두었습니다. 출발하면 운송장 번호를 알림으로 보내 드리겠습니다.',
    answered_at: at(6),
    created_at: at(7),
    updated_at: at(7),
  });

  const [waiting] = await db
    .insert(boardPosts)
    .values({
      board: 'inquiry',
      member_id: demo.id,
      author_name: demo.name,
      title: '용기 입구에 금이 가 있어요',
      body: '받은 200ml 유리 용기 한 개의 입구에 작은 금이 있습니다. 사진을 첨부합니다. 교환이 가능할까요?',
      fields: { category: 'return', od_id: order?.od_id ?? null },
      created_at: at(1),
      updated_at: at(1),
    })
    .returning({ id: boardPosts.id });
  if (waiting) {
    const bytes = await jarPhoto();
    const path = `private/boards/${randomUUID()}.webp`;
    await db.insert(mediaFiles).values({ path, mime: 'image/webp', bytes, width: 480, height: 360 });
    await db.insert(boardFiles).values({
      post_id: waiting.id,
      file_name: '용기-입구.webp',
      stored_name: path,
      mime: 'image/webp',
      size: bytes.length,
    });
  }

  if (oneDay) {
    await db.insert(boardPosts).values({
      board: 'class',
      member_id: demo.id,
      author_name: demo.name,
      title: oneDay.title,
      body: '회사 동료들과 함께 들을 수 있는 평일 저녁 수업이 있는지 궁금합니다.',
      fields: {
        mobile: demo.mobile,
        email: demo.email,
        class_id: oneDay.id,
        class_title: oneDay.title,
        class_title_en: oneDay.title_en,
        preferred_dates: '12월 중 평일 저녁 7시 이후',
        head_count: 6,
      },
      receipt_no: newReceiptNo('class', at(3)),
      created_at: at(3),
      updated_at: at(3),
    });
  }

  await db.insert(boardPosts).values({
    board: 'bulk',
    member_id: null,
    author_name: '모아공방',
    title: '골든브랜즈 소이왁스 464',
    body: '매달 정기적으로 구매하려고 합니다. 수량별 단가와 세금계산서 발행이 가능한지 알려 주세요.',
    fields: {
      mobile: '010-2345-6789',
      email: 'order@moa-studio.example',
      items: [
        { name: '골든브랜즈 소이왁스 464', quantity: 40 },
        { name: '코튼 심지 15cm', quantity: 1000 },
      ],
      desired_date: null,
    },
    receipt_no: newReceiptNo('bulk', at(2)),
    created_at: at(2),
    updated_at: at(2),
  });
}
