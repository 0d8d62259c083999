import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { productInquiries, productReviews, products } from '../db/schema/index.ts';
import { daysAgo, rng } from './random.ts';

const BODIES = [
  '향이 은은하게 오래 가요. 재구매 의사 있습니다.',
  '포장이 꼼꼼해서 깨짐 없이 잘 받았어요. 품질도 만족합니다.',
  '처음 캔들 만들어 보는데 설명대로 하니 잘 굳었어요.',
  '생각보다 양이 넉넉해서 여러 개 만들 수 있었어요.',
  '배송이 빨라서 주말 클래스 준비에 딱 맞췄습니다.',
  '색이 사진과 거의 같아요. 선물용으로도 좋겠어요.',
  '발향이 좋아서 작은 방에서는 하나로 충분해요.',
  '가격 대비 만족스럽습니다. 다음에는 큰 용량으로 살게요.',
  '표면이 매끈하게 나와서 기분이 좋았어요. 추천합니다.',
  '조금 진한 편이라 다음에는 비율을 낮춰 보려고요.',
];
const IDS = ['candle', 'soylove', 'wickman', 'hyang', 'mint', 'daisy', 'haru', 'lumi', 'seoul', 'jeju', 'bora', 'nabi'];
const QUESTIONS: [string, string, string | null][] = [
  ['재입고 문의', '다음 입고는 언제쯤인가요?', '다음 주 수요일 입고 예정입니다. 감사합니다.'],
  ['사용 방법', '컨테이너 캔들에 몇 퍼센트 넣으면 좋을까요?', '소이왁스 기준 6~8%를 권장합니다.'],
  ['대량 구매', '공방에서 쓰려고 하는데 대량 구매 할인이 되나요?', null],
  ['배송 문의', '오늘 주문하면 언제 받을 수 있나요?', '평일 오후 2시 이전 결제 시 당일 출고됩니다.'],
];

/**
 * How many review rows stand behind a seeded review count: all of a small one, and for a large one
 * a number that still grows with it (48 → 33, 100 → 42, 400 → 60), so that the cards do not all
 * read the same count.
 */
export function reviewRowsFor(count: number): number {
  if (count <= 24) return count;
  return Math.min(80, 24 + Math.floor(9 * Math.log2(count / 24)));
}

/**
 * Reviews behind every seeded review count (see reviewRowsFor, a few with photos) and some product
 * questions, then each product's count and rating recomputed from the rows, so lists and numbers agree.
 */
export async function seedReviews(db: Executor, now: number): Promise<void> {
  const r = rng(2025_07_14);
  const rows = await db
    .select({ id: products.id, count: products.review_count, rating: products.rating_avg, images: products.images })
    .from(products);
  const reviews: (typeof productReviews.$inferInsert)[] = [];
  const questions: (typeof productInquiries.$inferInsert)[] = [];
  for (const p of rows) {
    const n = reviewRowsFor(p.count);
    const target = Number(p.rating) || 4.6;
    for (let i = 0; i < n; i += 1) {
      const rating = Math.max(1, Math.min(5, Math.round(target + (r.next() - 0.5) * 1.6)));
      const withPhoto = r.chance(0.15) && p.images.length > 0;
      reviews.push({
        product_id: p.id,
        author_name: `${r.pick(IDS).slice(0, 2)}***`,
        rating,
        body: r.pick(BODIES),
        photos: withPhoto ? [r.pick(p.images)] : [],
        is_best: i === 0 && rating === 5,
        created_at: daysAgo(r.int(1, 200), now),
      });
    }
    if (p.count > 40 && r.chance(0.5)) {
      const [title, body, answer] = r.pick(QUESTIONS);
      questions.push({
        product_id: p.id,
        author_name: `${r.pick(IDS).slice(0, 2)}***`,
        title,
        body,
        is_secret: r.chance(0.3),
        answer,
        answered_at: answer ? daysAgo(r.int(0, 20), now) : null,
        created_at: daysAgo(r.int(21, 60), now),
      });
    }
  }
  for (let i = 0; i < reviews.length; i += 500) await db.insert(productReviews).values(reviews.slice(i, i + 500));
  if (questions.length) await db.insert(productInquiries).values(questions);
  await db.execute(sql`update ${products} p set
    review_count = coalesce(s.n, 0),
    rating_avg = coalesce(s.avg, 0)
    from (select product_id, count(*)::int as n, round(avg(rating)::numeric, 2) as avg from ${productReviews} group by product_id) s
    where s.product_id = p.id`);
  await db.execute(sql`update ${products} set review_count = 0, rating_avg = 0
    where not exists (select 1 from ${productReviews} r where r.product_id = ${products}.id)`);
}
