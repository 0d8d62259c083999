import { useEffect, useRef, useState } from 'react';
import { Checkbox } from '~/components/ui/Checkbox';
import { FieldLabel } from '~/components/ui/FieldLabel';
import { alertDialog } from '~/lib/dialog';
import { FieldMessage, type StepErrors, TextField } from './fields';
import type { CheckoutProps } from './order-sheet';
import { openPostcode } from './postcode';

/** The delivery message choice that opens a field for the person's own words (no preset reads so). */
const TYPED = 'typed';

type Props = {
  words: CheckoutProps['words'];
  addresses: CheckoutProps['addresses'];
  /** A member with room on the list: 배송지 목록에 추가 is offered (saved with the order, not before). */
  canSaveAddress: boolean;
  deliveryMessages: string[];
  e: StepErrors;
  /** The zonecode may have changed: shipping is priced again. */
  onAddressChange: () => void;
};

/**
 * Who receives the order and where: the orderer's name and mobile on request, a saved address
 * (the default one chosen), and the address from Kakao's postcode finder — or typed, when the
 * finder cannot be loaded; a member may keep it on the saved list, which happens with the order. The delivery message is one of the usual ones or the person's own.
 */
export function ShippingStep({ words: w, addresses, canSaveAddress, deliveryMessages, e, onAddressChange }: Props) {
  const section = useRef<HTMLElement>(null);
  const [sameAsOrderer, setSameAsOrderer] = useState(false);
  const [typing, setTyping] = useState(false);
  /** The chosen delivery message, or TYPED for the person's own. */
  const [preset, setPreset] = useState('');
  const [saveAddress, setSaveAddress] = useState(false);
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
        {canSaveAddress && (
          <div className="field field--wide">
            <Checkbox label={w.saveAddress} name="save_address" value={saveAddress} onChange={setSaveAddress} />
            <FieldMessage name="save_address" e={e} />
          </div>
        )}
        <div className="field field--wide">
          <FieldLabel htmlFor="delivery-preset">{w.deliveryMessage}</FieldLabel>
          <select
            className="input"
            id="delivery-preset"
            value={preset}
            onChange={(event) => setPreset(event.target.value)}
            {...(preset === TYPED ? {} : e.fieldProps('delivery_message'))}
          >
            <option value="">{w.deliveryChoose}</option>
            {deliveryMessages.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
            <option value={TYPED}>{w.deliveryTyped}</option>
          </select>
          {preset === TYPED ? null : (
            <>
              <input type="hidden" name="delivery_message" value={preset} />
              <FieldMessage name="delivery_message" e={e} />
            </>
          )}
        </div>
        {preset === TYPED && (
          <TextField
            id="delivery-message"
            name="delivery_message"
            label={w.deliveryTypedLabel}
            e={e}
            wide
            maxLength={100}
            autoFocus
          />
        )}
      </div>
    </section>
  );
}
