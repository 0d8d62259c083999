/** English for the orders strings; Korean is the source text. */
export const enOrders: Record<string, string> = {
  // Order statuses ('취소' is shared with the Cancel button and keeps its English there).
  입금대기: 'Awaiting deposit',
  결제완료: 'Paid',
  배송준비중: 'Preparing',
  배송중: 'Shipping',
  배송완료: 'Delivered',
  구매확정: 'Purchase confirmed',
  반품요청: 'Return requested',
  반품완료: 'Returned',
  교환요청: 'Exchange requested',
  // Notifications of status changes.
  '주문이 접수되었습니다': 'Your order has been received',
  '결제가 확인되었습니다': 'Your payment has been confirmed',
  '상품을 준비하고 있습니다': 'We are preparing your order',
  '상품이 출발했습니다': 'Your order is on its way',
  '배송이 완료되었습니다': 'Your order has been delivered',
  '구매가 확정되었습니다': 'Your purchase is confirmed',
  '주문이 취소되었습니다': 'Your order has been cancelled',
  '반품 요청이 접수되었습니다': 'Your return request has been received',
  '반품이 완료되었습니다': 'Your return is complete',
  '교환 요청이 접수되었습니다': 'Your exchange request has been received',
  // Required agreements of the order form.
  '주문 내용을 확인했으며 구매 조건에 동의합니다.': 'I have checked my order and agree to the terms of purchase.',
  '개인정보 제3자(배송업체) 제공에 동의합니다.': 'I agree to my details being given to the delivery company.',
  '주문 제작 상품은 제작이 시작되면 취소 및 반품이 제한됨에 동의합니다.':
    'I agree that made-to-order items cannot be cancelled or returned once making has begun.',
};
