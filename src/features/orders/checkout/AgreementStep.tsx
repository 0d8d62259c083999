import { Checkbox } from '~/components/ui/Checkbox';
import type { StepErrors } from './fields';
import type { CheckoutProps } from './order-sheet';

export type AgreementKey = 'order' | 'privacy_carrier' | 'custom_made';
export type Agreements = Record<AgreementKey, boolean>;

type Props = {
  words: CheckoutProps['words'];
  agreed: Agreements;
  onChange: (agreed: Agreements) => void;
  /** The quote asks for the custom-made agreement (a made-to-order line). */
  customMade: boolean;
  e: StepErrors;
};

const KEYS = ['agreements', 'agreements.order', 'agreements.privacy_carrier', 'agreements.custom_made'];

/** The required agreements, with one box that checks them all. */
export function AgreementStep({ words: w, agreed, onChange, customMade, e }: Props) {
  const shown: AgreementKey[] = customMade ? ['order', 'privacy_carrier', 'custom_made'] : ['order', 'privacy_carrier'];
  const all = shown.every((key) => agreed[key]);
  const label: Record<AgreementKey, string> = {
    order: w.agreeOrder,
    privacy_carrier: w.agreePrivacyCarrier,
    custom_made: w.agreeCustomMade,
  };
  const item = (key: AgreementKey) => (
    <label className="agree" key={key} hidden={!shown.includes(key)}>
      <input
        className="checkbox__input"
        type="checkbox"
        name={`agreements.${key}`}
        checked={agreed[key]}
        onChange={(event) => onChange({ ...agreed, [key]: event.target.checked })}
        {...e.fieldProps(`agreements.${key}`)}
      />{' '}
      {label[key]}
    </label>
  );
  return (
    <section className="block" aria-labelledby="agree-title">
      <h2 id="agree-title">{w.agreeTitle}</h2>
      <div className="agree agree--all">
        <Checkbox
          label={w.agreeAll}
          value={all}
          onChange={(checked) => onChange({ ...agreed, ...Object.fromEntries(shown.map((key) => [key, checked])) })}
        />
      </div>
      {(['order', 'privacy_carrier', 'custom_made'] as const).map(item)}
      {KEYS.map((key) =>
        key === 'agreements' || e.errors[key] ? (
          <p className="field__error" id={e.errorId(key)} key={key} aria-live="polite">
            {e.errors[key] ?? ''}
          </p>
        ) : null,
      )}
    </section>
  );
}
