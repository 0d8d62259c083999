/** The back office's Korean names of the text messages' events, channels and statuses (translated by t()). */
export const EVENT_LABELS: Record<string, string> = {
  order_placed: '주문 접수(입금 안내)',
  payment_confirmed: '결제 확인',
  shipped: '배송 시작',
  delivered: '배송 완료',
  order_cancelled: '주문 취소',
  refunded: '환불 완료',
  restock: '재입고 알림',
  class_reminder: '수업 안내',
  inquiry_answered: '문의 답변',
  coupon_benefit: '쿠폰 혜택(광고)',
};

export const CHANNEL_LABELS: Record<string, string> = { alimtalk: '알림톡', sms: '문자' };

export const STATUS_LABELS: Record<string, string> = {
  pending: '발송 대기',
  sent: '발송 완료',
  failed: '발송 실패',
  fell_back: '문자로 대체',
  skipped: '발송 안 함',
  kept: '보관(발송 설정 없음)',
};
