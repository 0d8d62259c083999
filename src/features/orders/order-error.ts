import { alertDialog } from '~/lib/dialog';

/**
 * What an order page may say when its address carries `errorMessage` (spec 2.6). The value is a
 * code, never text to show: anyone can write an address, and a shop dialog saying whatever the
 * link's author wanted ("call this number for your refund") is a phishing tool. Toss's fail codes
 * and the shop's own; any other value shows nothing.
 */
export const ORDER_ERRORS: Readonly<Record<string, string>> = {
  PAY_PROCESS_CANCELED: '결제를 취소했습니다.',
  PAY_PROCESS_ABORTED: '결제가 중단되었습니다. 다시 시도해 주세요.',
  REJECT_CARD_COMPANY: '카드사에서 결제를 거절했습니다. 다른 카드나 결제 수단을 이용해 주세요.',
  REJECT_CARD_PAYMENT: '카드사에서 결제를 거절했습니다. 다른 카드나 결제 수단을 이용해 주세요.',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: '하루 결제 횟수를 넘었습니다. 다른 결제 수단을 이용해 주세요.',
  EXCEED_MAX_AMOUNT: '결제 한도를 넘었습니다. 다른 결제 수단을 이용해 주세요.',
  INVALID_CARD_EXPIRATION: '카드 유효기간을 확인해 주세요.',
  INVALID_STOPPED_CARD: '정지된 카드입니다. 다른 카드를 이용해 주세요.',
  NOT_AVAILABLE_PAYMENT: '지금은 이 결제 수단을 쓸 수 없습니다. 다른 결제 수단을 이용해 주세요.',
  PAYMENT_FAILED: '결제를 완료하지 못했습니다. 다시 시도해 주세요.',
  AMOUNT_MISMATCH: '결제 금액이 주문 금액과 일치하지 않습니다.',
  NOT_PAYABLE: '결제할 수 없는 주문입니다.',
  REFUNDED: '취소된 주문이라 결제를 환불했습니다.',
  UNCONFIRMED: '결제를 확인하지 못했습니다. 주문 내역에서 결제 상태를 확인해 주세요.',
};

export type OrderErrorCode = keyof typeof ORDER_ERRORS;

/** The known code an order page's address carries, or '' (nothing is shown). */
export function orderErrorCode(params: URLSearchParams): string {
  const code = (params.get('errorMessage') ?? '').trim();
  return Object.hasOwn(ORDER_ERRORS, code) ? code : '';
}

/** The message (in Korean, the source text for translation) of the code the address carries, or ''. */
export function orderErrorFrom(params: URLSearchParams): string {
  const code = orderErrorCode(params);
  return code ? (ORDER_ERRORS[code] ?? '') : '';
}

/** Shows the message the page carried in `#order-error` in the shop's dialog, as text. */
export function showOrderError(): void {
  const data = document.getElementById('order-error')?.textContent;
  if (!data) return;
  try {
    const { title, message } = JSON.parse(data) as { title?: unknown; message?: unknown };
    if (typeof message === 'string' && message) {
      void alertDialog({ title: typeof title === 'string' ? title : undefined, message });
    }
  } catch {
    // a broken value is simply not shown
  }
}
