import { deleteJson, postJson } from '~/lib/http';
import type { RestockAlertWire } from '~/server/catalog/restock.serializer';

const BASE = '/api/v1/restock-alerts';

/** 재입고 알림 신청; a visitor is taken through the login flow by the shared client (401). */
export function requestRestock(itId: number, optionId?: number): Promise<{ data: RestockAlertWire; message: string }> {
  return postJson(BASE, { it_id: itId, ...(optionId ? { option_id: optionId } : {}) });
}

export async function cancelRestock(id: number | string): Promise<void> {
  await deleteJson(`${BASE}/${id}`);
}
