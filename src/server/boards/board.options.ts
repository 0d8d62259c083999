/**
 * The customer-service boards this domain keeps on `board_posts`: members' 1:1 inquiries, and the
 * bulk-purchase and class requests anyone may send from the customer pages. Other boards on the
 * same table (the public documents) belong to their own domains and are never read here.
 */
export const BOARDS = ['inquiry', 'bulk', 'class'] as const;
export type BoardName = (typeof BOARDS)[number];

/** Boards whose posts are sent from the customer pages, by visitors too, and carry a receipt number. */
export const REQUEST_BOARDS = ['bulk', 'class'] as const;
export type RequestBoard = (typeof REQUEST_BOARDS)[number];

export const BOARD_LABELS: Record<BoardName, string> = {
  inquiry: '1:1 문의',
  bulk: '대량 구매 문의',
  class: '클래스 문의',
};

/** A post waits for the shop (답변대기) until an operator answers it (답변완료). */
export const POST_STATUSES = ['received', 'answered'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const STATUS_LABELS: Record<PostStatus, string> = { received: '답변대기', answered: '답변완료' };

export const INQUIRY_CATEGORIES = [
  { value: 'order', label: '주문/배송' },
  { value: 'return', label: '취소/반품/교환' },
  { value: 'product', label: '상품' },
  { value: 'member', label: '회원' },
  { value: 'etc', label: '기타' },
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number]['value'];
export const categoryLabel = (value: string) => INQUIRY_CATEGORIES.find((c) => c.value === value)?.label ?? '기타';

export const LIMITS = {
  title: 100,
  body: 2000,
  message: 2000,
  name: 50,
  item_name: 100,
  items: 20,
  quantity: 1_000_000,
  preferred_dates: 200,
  head_count: 50,
  answer: 4000,
} as const;

/** Attachments of one post: images (re-encoded) and PDF documents. */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Posts per page in the member's list and the operators' list. */
export const BOARD_PAGE_SIZE = 10;
