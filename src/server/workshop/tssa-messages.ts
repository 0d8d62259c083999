import type { Language } from '~/lib/constants';
import { sessionLabels } from './tssa-views.ts';

type Says = string | ((s: string, n: number) => string);
/** The refusals' shape: fixed messages, and templates that name the session (or order). */
type SignupMessages = {
  [K in keyof typeof KO]: (typeof KO)[K] extends string ? string : (typeof KO)[K];
};

/** The Korean messages of sign-up refusals; each names the session. */
const KO = {
  unknown: '없는 수업 일정입니다. 일정을 다시 골라 주세요.',
  cancelled: (s: string) => `${s} 수업은 취소되어 신청할 수 없습니다.`,
  past: (s: string) => `${s} 수업은 이미 시작했거나 지나 신청할 수 없습니다.`,
  full: (s: string) => `${s} 수업은 정원이 모두 찼습니다. 대기 신청을 해 주세요.`,
  tooMany: (s: string, left: number) => `${s} 수업의 남은 자리는 ${left}석입니다. 인원을 줄여 주세요.`,
  twice: (s: string) => `${s} 수업에 이미 신청하셨습니다. TSSA 기록에서 확인해 주세요.`,
  notCancellable: '이 신청은 취소할 수 없습니다.',
  started: (s: string) => `${s} 수업이 이미 시작해 취소할 수 없습니다.`,
  notPayable: '결제를 기다리는 신청이 아닙니다.',
  withGoods: (od: string) =>
    `주문 ${od}에 다른 상품이 함께 있어 신청만 취소할 수 없습니다. 주문 상세에서 주문을 취소해 주세요.`,
} as const satisfies Record<string, Says>;
export const SIGNUP_MESSAGES: SignupMessages = KO;

/** The same refusals for English pages, each naming the session by its English title and time. */
const SIGNUP_MESSAGES_EN: SignupMessages = {
  unknown: 'There is no such session. Please choose another.',
  cancelled: (s) => `${s} was cancelled and takes no sign-ups.`,
  past: (s) => `${s} has started or is over and takes no sign-ups.`,
  full: (s) => `${s} is full. Please join its waitlist.`,
  tooMany: (s, left) => `${s} has ${left} ${left === 1 ? 'seat' : 'seats'} left. Please sign up fewer people.`,
  twice: (s) => `You have already signed up for ${s}. See My Page › TSSA.`,
  notCancellable: 'This sign-up cannot be cancelled.',
  started: (s) => `${s} has started and can no longer be cancelled.`,
  notPayable: 'This sign-up is not waiting for payment.',
  withGoods: (od) =>
    `Order ${od} holds other goods too, so the seat cannot be cancelled alone. Please cancel the order from its page.`,
};

/** The refusals in the page's language, and the session's name as they say it. */
export function signupMessages(lang: Language) {
  const en = lang === 'en';
  return {
    says: en ? SIGNUP_MESSAGES_EN : SIGNUP_MESSAGES,
    label: (cls: { title: string; title_en: string }, startsAt: Date) => sessionLabels(cls, startsAt)[en ? 'en' : 'ko'],
  };
}
