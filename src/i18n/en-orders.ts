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
  // The payment part of the confirmation and order pages.
  오류: 'Error',
  '결제가 완료되지 않았습니다': 'The payment is not complete',
  '주문은 접수되어 결제를 기다리고 있습니다. 주문 상세에서 결제를 마쳐 주세요.':
    'Your order is saved and waiting for payment. Please finish paying on the order page.',
  '아래 가상계좌로 입금 기한까지 입금해 주시면 결제가 완료됩니다.':
    'Please pay into the virtual account below by the due date to complete the payment.',
  '결제된 금액이 있으면 결제 수단으로 돌려 드립니다.': 'Anything you paid goes back the way you paid it.',
  '주문 상세에서 결제하기': 'Pay on the order page',
  '가상계좌 입금 안내': 'Pay into your virtual account',
  은행: 'Bank',
  계좌번호: 'Account number',
  '발급 고객명': 'Issued to',
  '입금이 확인되면 결제가 완료되고 상품 준비를 시작합니다.':
    'Once the deposit arrives, the payment is complete and we start preparing your order.',
  '결제 미완료': 'Not paid yet',
  '카드 · 간편결제가 아직 완료되지 않았습니다.': 'The card or easy payment has not been completed yet.',
  '{date}까지 결제하지 않으면 주문은 자동으로 취소됩니다.':
    'If it is not paid by {date}, the order is cancelled automatically.',
  '결제 정보': 'Payment details',
  승인일시: 'Approved',
  '승인 금액': 'Amount charged',
  '결제 상태': 'Payment status',
  '결제 완료': 'Paid',
  '입금 대기': 'Awaiting deposit',
  '결제 취소': 'Payment cancelled',
  '부분 취소': 'Partly cancelled',
  '결제 실패': 'Payment failed',
  '기한 만료': 'Expired',
  // Toss's method names.
  카드: 'Card',
  가상계좌: 'Virtual account',
  간편결제: 'Easy pay',
  계좌이체: 'Instant account transfer',
  휴대폰: 'Mobile phone',
  문화상품권: 'Culture gift card',
  도서문화상품권: 'Book gift card',
  게임문화상품권: 'Game gift card',
  // Paying a stored card order from its page.
  '지금 결제하기': 'Pay now',
  '{amount} 결제하기': 'Pay {amount}',
  '카드 · 간편결제를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.':
    'Card and easy payments could not be loaded. Please try again in a moment.',
};
