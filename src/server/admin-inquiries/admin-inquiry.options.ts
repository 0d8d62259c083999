/**
 * The kinds of question the back office's one queue holds: the three customer-service boards, product
 * questions, and wholesale and dealer applications. Each is answered (or decided) in its own way.
 */
export const QUEUE_KINDS = ['inquiry', 'bulk', 'class', 'product', 'wholesale', 'dealer'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

export const BOARD_KINDS = ['inquiry', 'bulk', 'class'] as const satisfies readonly QueueKind[];
export const PARTNER_KINDS = ['wholesale', 'dealer'] as const satisfies readonly QueueKind[];

export const KIND_LABELS: Record<QueueKind, string> = {
  inquiry: '1:1 문의',
  bulk: '대량 구매 문의',
  class: '클래스 문의',
  product: '상품 문의',
  wholesale: '도매 신청',
  dealer: '대리점 신청',
};

/**
 * A row's status across kinds: a question is received until answered; an application goes received →
 * reviewing → approved or rejected, and counts as answered once decided.
 */
export const QUEUE_STATUSES = ['received', 'answered', 'reviewing', 'approved', 'rejected'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const QUEUE_STATUS_LABELS: Record<QueueStatus, string> = {
  received: '답변대기',
  answered: '답변완료',
  reviewing: '검토중',
  approved: '승인',
  rejected: '반려',
};

/** Rows per page of the queue. */
export const QUEUE_PAGE_SIZE = 20;

export const isBoardKind = (k: QueueKind): k is (typeof BOARD_KINDS)[number] =>
  (BOARD_KINDS as readonly string[]).includes(k);
export const isPartnerKind = (k: QueueKind): k is (typeof PARTNER_KINDS)[number] =>
  (PARTNER_KINDS as readonly string[]).includes(k);
