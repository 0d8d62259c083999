import { describe, expect, it } from 'vitest';
import { maskedMobile } from '../../lib/phone.ts';
import { backoffMs, MAX_ATTEMPTS, quietUntil } from './delivery.service.ts';
import { mobileOf } from './message.service.ts';
import { MESSAGE_EVENTS, MessageTemplateError, renderMessage, smsKind, TEMPLATES, variablesOf } from './templates.ts';

const seoul = (text: string) => new Date(`${text}+09:00`);

describe('message templates', () => {
  it('has Korean and English for every event, naming the same variables', () => {
    for (const event of MESSAGE_EVENTS) {
      const t = TEMPLATES[event];
      expect(variablesOf(t.en).sort(), event).toEqual(variablesOf(t.kr).sort());
      expect(variablesOf(t.kr), event).toContain('name');
    }
  });

  it('fills every variable and refuses a missing, blank or unknown one, naming each', () => {
    const values = { name: '김향기', order_no: '2026', amount: '10,000원', order_url: 'https://x.test/o' };
    expect(renderMessage('payment_confirmed', 'kr', values)).toBe(
      '[에반스캔들] 김향기님, 결제가 확인되었습니다.\n주문번호: 2026\n결제 금액: 10,000원\n상품을 정성껏 준비해 보내 드리겠습니다.\n주문 조회: https://x.test/o',
    );
    const wrong = () => renderMessage('payment_confirmed', 'kr', { ...values, amount: ' ', coupon: 'x' });
    expect(wrong).toThrow(MessageTemplateError);
    expect(wrong).toThrow('amount is missing; coupon is not in the template');
  });

  it('keeps a value on one line, cut at 200 characters', () => {
    const text = renderMessage('inquiry_answered', 'en', { name: 'Kim', subject: `a\nb${'c'.repeat(300)}`, url: 'u' });
    expect(text.split('\n')[1]).toBe(`Question: a b${'c'.repeat(197)}`);
  });

  it('marks advertising with (광고) first and the free opt-out last (정보통신망법 제50조)', () => {
    const text = renderMessage('coupon_benefit', 'kr', { name: '김', coupon: 'c', until: '-', url: 'u' });
    expect(text.startsWith('(광고)[에반스캔들]')).toBe(true);
    expect(text.endsWith('무료수신거부: 마이페이지 > 회원정보 수정에서 마케팅 수신 동의 해제')).toBe(true);
    expect(renderMessage('coupon_benefit', 'en', { name: 'K', coupon: 'c', until: '-', url: 'u' })).toMatch(/^\(AD\)/);
  });

  it('counts SMS in EUC-KR bytes: 90 bytes is an SMS, 91 an LMS', () => {
    expect(smsKind('a'.repeat(90))).toBe('SMS');
    expect(smsKind('a'.repeat(91))).toBe('LMS');
    expect(smsKind('가'.repeat(45))).toBe('SMS');
    expect(smsKind(`${'가'.repeat(45)}a`)).toBe('LMS');
  });
});

describe('delivery rules', () => {
  it('waits longer after each refused try: 30 s, 2 min, 8 min, 32 min, then an hour', () => {
    expect([1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([30_000, 120_000, 480_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(MAX_ATTEMPTS).toBe(5);
  });

  it('holds marketing from 21:00 to 08:00 Seoul time', () => {
    expect(quietUntil(seoul('2026-11-30T20:59:59'))).toBeUndefined();
    expect(quietUntil(seoul('2026-11-30T08:00:00'))).toBeUndefined();
    expect(quietUntil(seoul('2026-11-30T21:00:00'))).toEqual(seoul('2026-12-01T08:00:00'));
    expect(quietUntil(seoul('2026-12-31T23:30:00'))).toEqual(seoul('2027-01-01T08:00:00'));
    expect(quietUntil(seoul('2026-11-30T07:59:00'))).toEqual(seoul('2026-11-30T08:00:00'));
    expect(quietUntil(seoul('2026-11-30T00:00:00'))).toEqual(seoul('2026-11-30T08:00:00'));
  });

  it('takes Korean mobile numbers only, in digits', () => {
    expect(mobileOf('010-1234-5678')).toBe('01012345678');
    expect(mobileOf('+82 10 1234 5678')).toBe('01012345678');
    expect(mobileOf('011-123-4567')).toBe('0111234567');
    expect(mobileOf('02-123-4567')).toBeUndefined();
    expect(mobileOf('')).toBeUndefined();
    expect(maskedMobile('01012345678')).toBe('010-****-5678');
  });
});
