import { getDb } from '../db/client.ts';
import { clickLogs } from '../db/schema/index.ts';
import type { ClickLogInput } from './click-log.schema.ts';

export async function recordClick(input: ClickLogInput): Promise<{ id: number }> {
  const db = await getDb();
  const [row] = await db.insert(clickLogs).values(input).returning({ id: clickLogs.id });
  if (!row) throw new Error('click log insert returned nothing');
  return row;
}
