import { useState } from 'react';
import { CopyButton } from '~/components/ui/CopyButton';
import { FieldLabel } from '~/components/ui/FieldLabel';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { fill } from '~/lib/i18n';
import { FieldMessage, type StepErrors, TextField } from './fields';
import type { CheckoutProps } from './order-sheet';

export type PaymentMethod = 'bank' | 'toss';

type Props = {
  words: CheckoutProps['words'];
  bank: CheckoutProps['bank'];
  depositor: string;
  /** Card and easy payments are offered (Toss is set up). */
  tossOffered: boolean;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  /** Shown under Toss's widgets, e.g. that they could not be loaded. */
  tossNote: string;
  e: StepErrors;
};

/**
 * Bank transfer (the account, the deposit deadline, the depositor's name and a cash receipt) or
 * card and easy payments, whose methods and terms Toss draws into this step.
 */
export function PaymentStep({ words: w, bank, depositor, tossOffered, method, onMethod, tossNote, e }: Props) {
  const [receipt, setReceipt] = useState('');
  const methods = [
    { value: 'bank' as const, label: w.bank },
    ...(tossOffered ? [{ value: 'toss' as const, label: w.toss }] : []),
  ];
  return (
    <section className="block" aria-labelledby="payment-title">
      <h2 id="payment-title">{w.paymentTitle}</h2>
      <div className="checkout__methods">
        <RadioGroup
          label={w.paymentTitle}
          name="payment_method"
          options={methods}
          value={method}
          // The chosen method stays chosen when pressed again: an order always has one.
          onChange={(value) => value && onMethod(value)}
        />
        <FieldMessage name="payment_method" e={e} />
      </div>
      <div className="fields" hidden={method !== 'bank'}>
        <p className="field--wide bank">
          {w.bankAccount}: {bank.name} <span className="bank__account">{bank.accountNo}</span> ({bank.holder})
          <CopyButton
            text={bank.accountNo}
            label={w.copy}
            name={w.copyAccount}
            copied={w.copied}
            failed={w.copyFailed}
          />
          <br />
          <span className="muted">{fill(w.depositDeadline, { days: bank.depositDays })}</span>
        </p>
        <TextField id="depositor" name="depositor_name" label={w.depositor} e={e} required defaultValue={depositor} />
        <div className="field">
          <FieldLabel htmlFor="receipt-type">{w.cashReceipt}</FieldLabel>
          <select
            className="input"
            id="receipt-type"
            name="cash_receipt.type"
            value={receipt}
            onChange={(event) => setReceipt(event.target.value)}
            {...e.fieldProps('cash_receipt.type')}
          >
            <option value="">{w.receiptNone}</option>
            <option value="phone">{w.receiptPhone}</option>
            <option value="business">{w.receiptBusiness}</option>
          </select>
          <FieldMessage name="cash_receipt.type" e={e} />
        </div>
        <div className="field" hidden={!receipt}>
          <FieldLabel htmlFor="receipt-number">{w.receiptNumber}</FieldLabel>
          <input
            className="input"
            id="receipt-number"
            name="cash_receipt.number"
            inputMode="numeric"
            {...e.fieldProps('cash_receipt.number')}
          />
          <FieldMessage name="cash_receipt.number" e={e} />
        </div>
      </div>
      {tossOffered && (
        <div className="toss" hidden={method !== 'toss'}>
          <div id="toss-methods" className="toss__methods" />
          <div id="toss-agreement" />
          <p className="field__error" role="status">
            {tossNote}
          </p>
        </div>
      )}
    </section>
  );
}
