import type { payments } from '../db/schema/index.ts';
import { tossBankName } from './toss-banks.ts';

export type PaymentRow = typeof payments.$inferSelect;

export type VirtualAccount = {
  accountNumber: string;
  bankCode: string;
  bankName: string;
  bankNameEn: string;
  customerName: string;
  dueDate: string;
};

/** What the latest recorded payment of an order says, without Toss's secrets or card data. */
export type PaymentResult = {
  provider: string;
  /** Toss's method (카드, 가상계좌, 간편결제, 계좌이체, 휴대폰, …); `bank` for a confirmed deposit. */
  method: string;
  /** The easy-pay service (토스페이, 카카오페이, …) when Toss names one. */
  easyPay: string | null;
  /** Toss's status (`DONE`, `WAITING_FOR_DEPOSIT`, `CANCELED`, …); a confirmed deposit is `DONE`. */
  status: string;
  amount: number;
  approvedAt: Date | null;
  virtualAccount: VirtualAccount | null;
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function virtualAccountOf(raw: Record<string, unknown> | null): VirtualAccount | null {
  const va = raw?.virtualAccount;
  if (!va || typeof va !== 'object') return null;
  const { accountNumber, bankCode, customerName, dueDate } = va as Record<string, unknown>;
  if (!text(accountNumber)) return null;
  const code = text(bankCode);
  const bank = tossBankName(code);
  return {
    accountNumber: text(accountNumber),
    bankCode: code,
    bankName: bank.kr,
    bankNameEn: bank.en,
    customerName: text(customerName),
    dueDate: text(dueDate),
  };
}

/** The newest payments row of an order (a Toss payment's row is updated in place as its status moves). */
export function latestPayment(rows: readonly PaymentRow[]): PaymentResult | null {
  const row = rows.reduce<PaymentRow | undefined>((a, b) => (!a || b.id > a.id ? b : a), undefined);
  if (!row) return null;
  const easyPay = (row.raw as { easyPay?: { provider?: unknown } } | null)?.easyPay?.provider;
  return {
    provider: row.provider,
    method: row.method,
    easyPay: text(easyPay) || null,
    status: row.status.toUpperCase(),
    amount: row.amount,
    approvedAt: row.approved_at,
    virtualAccount: row.provider === 'toss' ? virtualAccountOf(row.raw) : null,
  };
}

/**
 * Where an order stands with its payment, for the confirmation page's heading and the order page:
 * waiting for a bank deposit, waiting for a deposit into a Toss virtual account, not paid at Toss yet,
 * paid, or cancelled.
 */
export type PaymentStage = 'bank_waiting' | 'virtual_account_waiting' | 'toss_unpaid' | 'paid' | 'cancelled';

export function paymentStage(
  order: { status: string; payment_method: string },
  latest: PaymentResult | null,
): PaymentStage {
  if (order.status === 'cancelled' || order.status === 'returned') return 'cancelled';
  if (order.status !== 'awaiting_deposit') return 'paid';
  if (order.payment_method === 'bank') return 'bank_waiting';
  return latest?.status === 'WAITING_FOR_DEPOSIT' && latest.virtualAccount ? 'virtual_account_waiting' : 'toss_unpaid';
}
