import type { OrderActionLabels } from './OrderActions';

/**
 * The words of an order page's actions in the page's language. A member's purchase confirmation
 * also says the points were paid; a visitor earns none.
 */
export function orderActionLabels(t: (text: string) => string, who: 'member' | 'visitor'): OrderActionLabels {
  return {
    cancel: t('주문 취소'),
    cancelAsk: t('주문을 취소하시겠습니까?'),
    cancelled: t('주문이 취소되었습니다.'),
    return: t('반품 요청'),
    returnAsk: t('반품 사유를 적어 주세요.'),
    returnReason: t('반품 사유'),
    returned: t('반품 요청이 접수되었습니다.'),
    exchange: t('교환 요청'),
    exchangeAsk: t('교환 사유를 적어 주세요.'),
    exchangeReason: t('교환 사유'),
    exchanged: t('교환 요청이 접수되었습니다.'),
    confirm: t('구매 확정'),
    confirmAsk: t('구매를 확정하시겠습니까? 확정 후에는 반품·교환을 요청할 수 없습니다.'),
    confirmed: who === 'member' ? t('구매가 확정되었습니다. 적립금이 지급되었습니다.') : t('구매가 확정되었습니다'),
  };
}
