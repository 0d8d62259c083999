import { type StepErrors, TextField } from './fields';
import type { CheckoutProps } from './order-sheet';

type Props = { words: CheckoutProps['words']; member: CheckoutProps['member']; e: StepErrors };

/** Who orders: name, mobile and email, a member's own filled in. */
export function OrdererStep({ words: w, member, e }: Props) {
  return (
    <section className="block" aria-labelledby="orderer-title">
      <h2 id="orderer-title">{w.ordererTitle}</h2>
      <div className="fields">
        <TextField
          id="orderer-name"
          name="orderer.name"
          label={w.name}
          e={e}
          autoComplete="name"
          required
          defaultValue={member?.name ?? ''}
        />
        <TextField
          id="orderer-mobile"
          name="orderer.mobile"
          label={w.mobile}
          e={e}
          type="tel"
          autoComplete="tel"
          required
          defaultValue={member?.mobile ?? ''}
          placeholder="010-0000-0000"
        />
        <TextField
          id="orderer-email"
          name="orderer.email"
          label={w.email}
          e={e}
          type="email"
          autoComplete="email"
          defaultValue={member?.email ?? ''}
        />
      </div>
    </section>
  );
}
