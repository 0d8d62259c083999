import { describe, expect, it } from 'vitest';
import { latestPayment, type PaymentRow, paymentStage } from './payment-view.ts';

let id = 0;
const row = (over: Partial<PaymentRow>): PaymentRow => ({
  id: ++id,
  order_id: 1,
  provider: 'toss',
  payment_key: `pk_${id}`,
  method: '카드',
  amount: 32_000,
  status: 'DONE',
  raw: {},
  approved_at: new Date('2026-11-22T05:00:00Z'),
  created_at: new Date('2026-11-22T05:00:00Z'),
  ...over,
});
const virtualAccount = {
  accountNumber: 'X1234567890',
  bankCode: '88',
  customerName: '김향기',
  dueDate: '2026-11-25T23:59:59+09:00',
};

describe('the latest payment of an order', () => {
  it('is the newest row, with Toss method, easy-pay service and approval time', () => {
    const old = row({ status: 'ABORTED', approved_at: null });
    const paid = row({ method: '간편결제', raw: { easyPay: { provider: '토스페이' } } });
    expect(latestPayment([paid, old].reverse())).toMatchObject({
      method: '간편결제',
      easyPay: '토스페이',
      status: 'DONE',
      amount: 32_000,
      approvedAt: paid.approved_at,
      virtualAccount: null,
    });
    expect(latestPayment([])).toBeNull();
  });

  it("gives a virtual account's number, bank and due date, never its secret", () => {
    const va = latestPayment([
      row({
        method: '가상계좌',
        status: 'WAITING_FOR_DEPOSIT',
        approved_at: null,
        raw: { virtualAccount: virtualAccount, secret: 'ps_secret' },
      }),
    ]);
    expect(va?.virtualAccount).toEqual({
      accountNumber: 'X1234567890',
      bankCode: '88',
      bankName: '신한은행',
      bankNameEn: 'Shinhan Bank',
      customerName: '김향기',
      dueDate: '2026-11-25T23:59:59+09:00',
    });
    expect(JSON.stringify(va)).not.toContain('ps_secret');
  });

  it('reads a confirmed bank deposit as done, with no Toss details', () => {
    expect(latestPayment([row({ provider: 'bank', method: 'bank', status: 'done', payment_key: null })])).toMatchObject(
      {
        provider: 'bank',
        status: 'DONE',
        virtualAccount: null,
      },
    );
  });
});

describe('where an order stands with its payment', () => {
  const waiting = { status: 'awaiting_deposit' };
  it('a bank-transfer order waits for its deposit', () => {
    expect(paymentStage({ ...waiting, payment_method: 'bank' }, null)).toBe('bank_waiting');
  });

  it('a card order with no payment at Toss is not paid; one with a virtual account waits for its deposit', () => {
    const toss = { ...waiting, payment_method: 'toss' };
    expect(paymentStage(toss, null)).toBe('toss_unpaid');
    const va = latestPayment([row({ status: 'WAITING_FOR_DEPOSIT', raw: { virtualAccount } })]);
    expect(paymentStage(toss, va)).toBe('virtual_account_waiting');
    const expired = latestPayment([row({ status: 'EXPIRED', raw: { virtualAccount } })]);
    expect(paymentStage(toss, expired)).toBe('toss_unpaid');
  });

  it('any order past awaiting its payment is paid, unless cancelled or returned', () => {
    expect(paymentStage({ status: 'paid', payment_method: 'toss' }, null)).toBe('paid');
    expect(paymentStage({ status: 'shipping', payment_method: 'bank' }, null)).toBe('paid');
    expect(paymentStage({ status: 'cancelled', payment_method: 'toss' }, null)).toBe('cancelled');
    expect(paymentStage({ status: 'returned', payment_method: 'bank' }, null)).toBe('cancelled');
  });
});
