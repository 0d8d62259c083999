import { describe, expect, it } from 'vitest';
import { ORDER_ERRORS, orderErrorCode, orderErrorFrom } from './order-error.ts';

const params = (value: string) => new URLSearchParams({ errorMessage: value });

describe('the errorMessage of an order page (spec 2.6)', () => {
  it("shows the shop's own message for a known code", () => {
    expect(orderErrorFrom(params('PAY_PROCESS_CANCELED'))).toBe('결제를 취소했습니다.');
    expect(orderErrorFrom(params(' REJECT_CARD_COMPANY '))).toBe(ORDER_ERRORS.REJECT_CARD_COMPANY);
    expect(orderErrorCode(params('UNCONFIRMED'))).toBe('UNCONFIRMED');
  });

  it('shows nothing for free text, markup or an unknown code, whoever wrote the address', () => {
    for (const value of [
      '결제 실패',
      '환불은 010-0000-0000으로 전화 주세요',
      '<img src=x onerror=alert(1)>',
      'pay_process_canceled',
      'toString',
      '__proto__',
      'constructor',
      '',
    ]) {
      expect(orderErrorFrom(params(value)), value).toBe('');
      expect(orderErrorCode(params(value)), value).toBe('');
    }
    expect(orderErrorFrom(new URLSearchParams())).toBe('');
  });
});
