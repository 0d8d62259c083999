import type { Executor } from '../db/client.ts';
import { customFragranceEvents, customFragranceOrders } from '../db/schema/index.ts';

import { daysAgo as at } from '../seed/random.ts';

/** The demo member's custom fragrance order: quoted, paid and now being made, with its history. */
export const DEMO_CUSTOM_ORDER = {
  kind: 'fragrance',
  title: '나만의 시그니처 향 100ml',
  details: {
    base: '우디',
    notes: ['시더우드', '베르가못', '화이트 머스크'],
    volume_ml: 100,
    bottle: '사각 디퓨저 병',
    label: 'EVANS & ME',
  },
  status: 'in_production',
  quantity: 1,
  amount: 68_000,
} as const;

const HISTORY: { from: string | null; to: string; actor: string; note: string; daysAgo: number }[] = [
  { from: null, to: 'requested', actor: 'member', note: '', daysAgo: 12 },
  { from: 'requested', to: 'consulting', actor: 'shop', note: '향 방향을 전화로 상담했습니다.', daysAgo: 11 },
  { from: 'consulting', to: 'quoted', actor: 'shop', note: '견적 68,000원 (병, 라벨 포함)', daysAgo: 10 },
  { from: 'quoted', to: 'paid', actor: 'system', note: '', daysAgo: 9 },
  { from: 'paid', to: 'in_production', actor: 'shop', note: '숙성 후 약 7일 뒤 출고 예정입니다.', daysAgo: 5 },
];

export async function seedDemoCustomOrder(db: Executor, memberId: number, now: number): Promise<void> {
  const [row] = await db
    .insert(customFragranceOrders)
    .values({
      ...DEMO_CUSTOM_ORDER,
      details: { ...DEMO_CUSTOM_ORDER.details },
      member_id: memberId,
      created_at: at(12, now),
      updated_at: at(5, now),
    })
    .returning({ id: customFragranceOrders.id });
  if (!row) return;
  await db.insert(customFragranceEvents).values(
    HISTORY.map((h) => ({
      custom_order_id: row.id,
      from_status: h.from,
      to_status: h.to,
      actor: h.actor,
      note: h.note,
      created_at: at(h.daysAgo, now),
    })),
  );
}
