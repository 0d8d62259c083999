/** English for the TSSA sign-up API's messages and notifications; Korean is the source text. */
export const enTssaMessages: Record<string, string> = {
  '수업 일정을 골라 주세요.': 'Please choose a session.',
  '인원은 1명부터 10명까지 신청할 수 있습니다.': 'You can sign up 1 to 10 people.',
  '과정을 다시 골라 주세요.': 'Please choose the track again.',
  '단계를 다시 골라 주세요.': 'Please choose the level again.',
  '월은 2026-12처럼 적어 주세요.': 'Please write the month like 2026-12.',
  '취소 사유는 200자 이하로 적어 주세요.': 'Please keep the reason to 200 characters.',
  '출석 또는 결석을 골라 주세요.': 'Please choose attended or no-show.',
  '회원을 골라 주세요.': 'Please choose a member.',
  '클래스를 골라 주세요.': 'Please choose a class.',
  '수업 시작 일시를 2026-12-03T14:00+09:00처럼 적어 주세요.': 'Please write the start like 2026-12-03T14:00+09:00.',
  '정원은 1명부터 100명까지입니다.': 'A session seats 1 to 100 people.',
  '없는 수업 일정입니다. 일정을 다시 골라 주세요.': 'There is no such session. Please choose another.',
  '이 신청은 취소할 수 없습니다.': 'This sign-up cannot be cancelled.',
  '결제를 기다리는 신청이 아닙니다.': 'This sign-up is not waiting for payment.',
  '신청 내역을 찾을 수 없습니다.': 'We could not find that sign-up.',
  '찾으시는 클래스가 없거나 지금은 공개하지 않습니다.': 'That class does not exist or is not open now.',
  '등록되지 않은 자격증 번호입니다. 번호를 다시 확인해 주세요.':
    'No certificate has that number. Please check it and try again.',
  '결제할 수 없는 클래스 신청입니다.': 'This class sign-up can no longer be paid for.',
  '환불 규정이 적용되는 TSSA 클래스 신청이 있어 주문 전체를 취소할 수 없습니다. 마이페이지 TSSA 기록에서 신청을 취소해 주세요.':
    'This order holds a TSSA class seat that the refund rule applies to, so the whole order cannot be cancelled. Please cancel the seat from My Page › TSSA.',
  '대기하시던 클래스에 자리가 났습니다': 'A seat is free in the class you were waiting for',
  'TSSA 클래스 신청이 취소되었습니다': 'Your TSSA class sign-up was cancelled',
};
