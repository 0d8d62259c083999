import { useEffect, useRef, useState } from 'react';
import { Checkbox } from '~/components/ui/Checkbox';
import { FieldLabel } from '~/components/ui/FieldLabel';
import { alertDialog } from '~/lib/dialog';
import { type StepErrors, TextField } from './fields';
import type { CheckoutProps } from './order-sheet';
import { openPostcode } from './postcode';

type Props = {
  words: CheckoutProps['words'];
  addresses: CheckoutProps['addresses'];
  deliveryMessages: string[];
  e: StepErrors;
  /** The zonecode may have changed: shipping is priced again. */
  onAddressChange: () => void;
};

/**
 * Who receives the order and where: the orderer's name and mobile on request, a saved address
 * (the default one chosen), and the address from Kakao's postcode finder — or typed, when the
 * finder cannot be loaded.
 */
export function ShippingStep({ words: w, addresses, deliveryMessages, e, onAddressChange }: Props) {
  const section = useRef<HTMLElement>(null);
  const [sameAsOrderer, setSameAsOrderer] = useState(false);
  const [typing, setTyping] = useState(false);
  const home = addresses[0];

  const input = (name: string) =>
    section.current?.closest('form')?.elements.namedItem(name) as HTMLInputElement | null | undefined;
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      const field = input(name);
      if (field) field.value = value;
    }
  };

  useEffect(() => {
    if (typing) section.current?.querySelector<HTMLInputElement>('#recipient-zonecode')?.focus();
  }, [typing]);

  const copyOrderer = (checked: boolean) => {
    setSameAsOrderer(checked);
    if (!checked) return;
    fill({
      'recipient.name': input('orderer.name')?.value ?? '',
      'recipient.mobile': input('orderer.mobile')?.value ?? '',
    });
  };

  const chooseSaved = (id: string) => {
    const a = addresses.find((x) => String(x.id) === id);
    if (!a) return;
    fill({
      'recipient.name': a.recipient_name,
      'recipient.mobile': a.recipient_mobile,
      'recipient.zonecode': a.zonecode,
      'recipient.address1': a.address1,
      'recipient.address2': a.address2,
    });
    onAddressChange();
  };

  const searchAddress = async () => {
    try {
      await openPostcode(({ zonecode, address1 }) => {
        fill({ 'recipient.zonecode': zonecode, 'recipient.address1': address1 });
        input('recipient.address2')?.focus();
        onAddressChange();
      });
    } catch {
      await alertDialog({ message: w.postcodeDown });
      setTyping(true);
    }
  };

  return (
    <section className="block" aria-labelledby="recipient-title" ref={section}>
      <h2 id="recipient-title">{w.recipientTitle}</h2>
      <div className="row-options">
        <Checkbox label={w.sameAsOrderer} value={sameAsOrderer} onChange={copyOrderer} />
        {addresses.length > 0 && (
          <span className="inline">
            <FieldLabel htmlFor="saved-address">{w.savedAddresses}</FieldLabel>
            <select
              className="input"
              id="saved-address"
              defaultValue={home ? String(home.id) : ''}
              onChange={(event) => chooseSaved(event.target.value)}
            >
              <option value="">{w.typeAddress}</option>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label} · {a.address1}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      <div className="fields">
        <TextField
          id="recipient-name"
          name="recipient.name"
          label={w.name}
          e={e}
          autoComplete="shipping name"
          required
          defaultValue={home?.recipient_name ?? ''}
        />
        <TextField
          id="recipient-mobile"
          name="recipient.mobile"
          label={w.mobile}
          e={e}
          type="tel"
          autoComplete="shipping tel"
          required
          defaultValue={home?.recipient_mobile ?? ''}
          placeholder="010-0000-0000"
        />
        <TextField
          id="recipient-zonecode"
          name="recipient.zonecode"
          label={w.zonecode}
          e={e}
          wide
          inputMode="numeric"
          autoComplete="shipping postal-code"
          required
          readOnly={!typing}
          defaultValue={home?.zonecode ?? ''}
          data-requote=""
          action={
            <button type="button" className="button button--ghost" onClick={searchAddress}>
              {w.searchAddress}
            </button>
          }
        />
        <TextField
          id="recipient-address1"
          name="recipient.address1"
          label={w.address1}
          e={e}
          wide
          autoComplete="shipping address-line1"
          required
          readOnly={!typing}
          defaultValue={home?.address1 ?? ''}
        />
        <TextField
          id="recipient-address2"
          name="recipient.address2"
          label={w.address2}
          e={e}
          wide
          autoComplete="shipping address-line2"
          defaultValue={home?.address2 ?? ''}
        />
        <TextField
          id="delivery-message"
          name="delivery_message"
          label={w.deliveryMessage}
          e={e}
          wide
          list="delivery-messages"
          maxLength={100}
        />
      </div>
      <datalist id="delivery-messages">
        {deliveryMessages.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
    </section>
  );
}
