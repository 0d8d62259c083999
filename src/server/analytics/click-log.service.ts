import { getDb } from '../db/client.ts';
import { clickLogs } from '../db/schema/index.ts';
import { consume } from '../http/rate-limit.ts';
import type { ClickLogInput } from './click-log.schema.ts';

/** Anyone may record a click, so one address may record at most 60 a minute (a person clicks far fewer). */
const PER_IP = {
  name: 'click-log-ip',
  points: 60,
  durationSeconds: 60,
  message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};

export async function recordClick(input: ClickLogInput, ip: string): Promise<{ id: number }> {
  await consume(PER_IP, ip);
  const db = await getDb();
  const [row] = await db.insert(clickLogs).values(input).returning({ id: clickLogs.id });
  if (!row) throw new Error('click log insert returned nothing');
  return row;
}
