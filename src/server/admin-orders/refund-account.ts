import { ValidationError } from '../http/errors.ts';

/** Where a bank transfer's money goes back: the account the shopper gave the shop. */
export type RefundAccountInput = {
  refund_bank?: string | undefined;
  refund_account?: string | undefined;
  refund_holder?: string | undefined;
};

/**
 * The refund account of a bank-transfer order's refund, every field required (422 naming each one
 * missing). A Toss payment is refunded at Toss and needs none.
 */
export function refundAccountOf(input: RefundAccountInput) {
  const errors: Record<string, string[]> = {};
  if (!input.refund_bank) errors.refund_bank = ['환불받을 은행을 입력해 주세요.'];
  if (!input.refund_account) errors.refund_account = ['환불받을 계좌번호를 입력해 주세요.'];
  if (!input.refund_holder) errors.refund_holder = ['예금주를 입력해 주세요.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    bank_name: input.refund_bank as string,
    account_number: input.refund_account as string,
    account_holder: input.refund_holder as string,
  };
}
