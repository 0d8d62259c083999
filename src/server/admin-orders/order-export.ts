import { formatDateTime } from '~/lib/dates';
import { statusLabel } from '../order-views/order-views.ts';
import type { AdminOrderFilters } from './admin-order.schema.ts';
import { exportOrders } from './admin-order.service.ts';
import { csvLine } from './csv.ts';

const HEADER = [
  '주문번호',
  '주문일시',
  '상태',
  '회원ID',
  '주문자',
  '주문자 휴대폰',
  '받는 분',
  '결제수단',
  '입금자명',
  '결제금액',
  '택배사',
  '운송장번호',
];

/**
 * The filtered orders as CSV that Excel opens in Korean: UTF-8 with its byte order mark, CRLF rows.
 * Streamed: a batch is read only when the previous one has been sent (the stream's pull), so memory
 * stays bounded however many orders there are and a slow client slows the reading.
 */
export function orderCsvStream(filters: AdminOrderFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = exportOrders(filters);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADER)}`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      const text = next.value
        .map((r) =>
          csvLine([
            r.od_id,
            formatDateTime(r.created_at),
            statusLabel(r.status, 'kr'),
            r.member_login ?? '비회원',
            r.orderer_name,
            r.orderer_mobile,
            r.recipient_name,
            r.payment_method === 'bank' ? '무통장입금' : '토스페이먼츠',
            r.depositor_name,
            r.total,
            r.carrier,
            r.tracking_number,
          ]),
        )
        .join('');
      controller.enqueue(encoder.encode(text));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
