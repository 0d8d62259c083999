/**
 * The text messages' templates, one per event, in Korean and English. 알림톡 sends only text a
 * template approved by Kakao holds, with its `#{variable}`s filled; the same text goes by SMS when
 * 알림톡 cannot. A message is rendered only when every variable its template names has a value and
 * no other is given (`renderMessage`), so a message never leaves with a hole or a stray value.
 */

export type MessageLanguage = 'kr' | 'en';

export const MESSAGE_EVENTS = [
  'order_placed',
  'payment_confirmed',
  'shipped',
  'delivered',
  'order_cancelled',
  'refunded',
  'restock',
  'class_reminder',
  'inquiry_answered',
  'coupon_benefit',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

type Template = {
  /** Advertising (광고): only by SMS (알림톡 carries information alone), with the law's marks. */
  marketing: boolean;
  kr: string;
  en: string;
};

export const TEMPLATES: Record<MessageEvent, Template> = {
  order_placed: {
    marketing: false,
    kr: '[에반스캔들] #{name}님, 주문이 접수되었습니다.\n주문번호: #{order_no}\n입금하실 금액: #{amount}\n입금 계좌: #{bank} #{account} (예금주 #{holder})\n입금 기한: #{due}\n기한까지 입금이 확인되지 않으면 주문은 자동으로 취소됩니다.\n주문 조회: #{order_url}',
    en: '[Evans Candle] #{name}, we have your order.\nOrder: #{order_no}\nAmount to transfer: #{amount}\nAccount: #{bank} #{account} (holder #{holder})\nTransfer by: #{due}\nAn order not paid by then is cancelled.\nYour order: #{order_url}',
  },
  payment_confirmed: {
    marketing: false,
    kr: '[에반스캔들] #{name}님, 결제가 확인되었습니다.\n주문번호: #{order_no}\n결제 금액: #{amount}\n상품을 정성껏 준비해 보내 드리겠습니다.\n주문 조회: #{order_url}',
    en: '[Evans Candle] #{name}, your payment is confirmed.\nOrder: #{order_no}\nPaid: #{amount}\nWe are preparing your order with care.\nYour order: #{order_url}',
  },
  shipped: {
    marketing: false,
    kr: '[에반스캔들] #{name}님, 주문하신 상품이 출발했습니다.\n주문번호: #{order_no}\n택배사: #{carrier}\n송장번호: #{tracking_no}\n배송 조회: #{tracking_url}',
    en: '[Evans Candle] #{name}, your order is on its way.\nOrder: #{order_no}\nCarrier: #{carrier}\nTracking number: #{tracking_no}\nTrack it: #{tracking_url}',
  },
  delivered: {
    marketing: false,
    kr: '[에반스캔들] #{name}님, 상품이 배송 완료되었습니다.\n주문번호: #{order_no}\n상품은 마음에 드셨나요? 후기를 남겨 주시면 적립금을 드립니다.\n후기 쓰기: #{review_url}',
    en: '[Evans Candle] #{name}, your order has been delivered.\nOrder: #{order_no}\nHow do you like it? A review earns you points.\nWrite a review: #{review_url}',
  },
  order_cancelled: {
    marketing: false,
    kr: '[에반스캔들] #{name}님, 주문이 취소되었습니다.\n주문번호: #{order_no}\n#{refund_note}\n주문 조회: #{order_url}',
    en: '[Evans Candle] #{name}, your order has been cancelled.\nOrder: #{order_no}\n#{refund_note}\nYour order: #{order_url}',
  },
  refunded: {
    marketing: false,
    kr: '[에반스캔들] #{name}님, 환불이 완료되었습니다.\n주문번호: #{order_no}\n환불 금액: #{amount}\n주문 조회: #{order_url}',
    en: '[Evans Candle] #{name}, your refund has been sent.\nOrder: #{order_no}\nRefunded: #{amount}\nYour order: #{order_url}',
  },
  restock: {
    marketing: false,
    kr: '[에반스캔들] #{name}님, 기다리시던 상품이 다시 입고되었습니다.\n상품: #{product}\n재고가 한정되어 있어 빠르게 품절될 수 있습니다.\n지금 구매하기: #{product_url}',
    en: '[Evans Candle] #{name}, what you were waiting for is back in stock.\nProduct: #{product}\nStock is limited and may sell out soon.\nBuy now: #{product_url}',
  },
  class_reminder: {
    marketing: false,
    kr: '[에반스캔들 TSSA] #{name}님, 신청하신 수업이 곧 시작됩니다.\n수업: #{class_name}\n일시: #{starts_at}\n인원: #{head_count}명\n수업 10분 전까지 도착해 주세요.\n신청 내역: #{class_url}',
    en: '[Evans Candle TSSA] #{name}, your class is coming up.\nClass: #{class_name}\nWhen: #{starts_at}\nPeople: #{head_count}\nPlease arrive 10 minutes early.\nYour sign-ups: #{class_url}',
  },
  inquiry_answered: {
    marketing: false,
    kr: '[에반스캔들] #{name}님, 문의하신 글에 답변이 등록되었습니다.\n문의: #{subject}\n답변 보기: #{url}',
    en: '[Evans Candle] #{name}, your question has been answered.\nQuestion: #{subject}\nRead the answer: #{url}',
  },
  coupon_benefit: {
    marketing: true,
    kr: '[에반스캔들] #{name}님께 쿠폰을 드렸습니다.\n쿠폰: #{coupon}\n사용 기한: #{until}\n쿠폰함: #{url}',
    en: '[Evans Candle] #{name}, a coupon is waiting for you.\nCoupon: #{coupon}\nUse it by: #{until}\nYour coupons: #{url}',
  },
};

/** The marks Korean law asks of an advertising text message (정보통신망법 제50조). */
const AD_HEAD: Record<MessageLanguage, string> = { kr: '(광고)', en: '(AD)' };
const AD_FOOT: Record<MessageLanguage, string> = {
  kr: '\n무료수신거부: 마이페이지 > 회원정보 수정에서 마케팅 수신 동의 해제',
  en: '\nTo stop these: My page > Account, marketing messages off',
};

/** A value a variable may hold; longer ones are cut (알림톡 holds 1,000 characters in all). */
const VARIABLE_MAX = 200;

/** A variable's value as a message carries it: on one line, cut at VARIABLE_MAX characters. */
export function messageValue(value: string | number): string {
  return String(value).trim().replace(/\s+/g, ' ').slice(0, VARIABLE_MAX);
}

export class MessageTemplateError extends Error {
  constructor(
    readonly event: string,
    readonly problems: string[],
  ) {
    super(`message ${event}: ${problems.join('; ')}`);
  }
}

/** The `#{name}`s a template names, in order, each once. */
export function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(/#\{([a-z_]+)\}/g)].map((m) => m[1] as string))];
}

/**
 * The text of an event's message in a language, or a MessageTemplateError naming each variable that is
 * missing or blank, and each given that the template does not name.
 */
export function renderMessage(
  event: MessageEvent,
  language: MessageLanguage,
  values: Record<string, string | number>,
): string {
  const template = TEMPLATES[event];
  const text = template[language];
  const wanted = variablesOf(text);
  const problems = [
    ...wanted.filter((name) => String(values[name] ?? '').trim() === '').map((name) => `${name} is missing`),
    ...Object.keys(values)
      .filter((name) => !wanted.includes(name))
      .map((name) => `${name} is not in the template`),
  ];
  if (problems.length) throw new MessageTemplateError(event, problems);
  const filled = text.replace(/#\{([a-z_]+)\}/g, (_, name: string) => messageValue(values[name] as string | number));
  return template.marketing ? `${AD_HEAD[language]}${filled}${AD_FOOT[language]}` : filled;
}

/**
 * SMS (90 bytes) or LMS (2,000 bytes), counted as Korean carriers count: two bytes for a character
 * outside ASCII (EUC-KR), one for ASCII.
 */
export function smsKind(text: string): 'SMS' | 'LMS' {
  let bytes = 0;
  for (const ch of text) bytes += ch.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes <= 90 ? 'SMS' : 'LMS';
}
