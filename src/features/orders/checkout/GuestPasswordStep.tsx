import { type StepErrors, TextField } from './fields';
import type { CheckoutProps } from './order-sheet';

/** A visitor's password for looking the order up later, typed twice. */
export function GuestPasswordStep({ words: w, e }: { words: CheckoutProps['words']; e: StepErrors }) {
  return (
    <section className="block" aria-labelledby="guest-title">
      <h2 id="guest-title">{w.guestTitle}</h2>
      <p className="muted">{w.guestHint}</p>
      <div className="fields">
        <TextField
          id="guest-password"
          name="password"
          label={w.password}
          e={e}
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
        />
        <TextField
          id="guest-password2"
          name="password_confirmation"
          label={w.passwordConfirmation}
          e={e}
          type="password"
          autoComplete="new-password"
          required
        />
      </div>
    </section>
  );
}
