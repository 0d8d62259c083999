import { withFieldErrors } from '~/features/forms/field-errors';
import { enableWhenReady } from '~/features/forms/until-ready';
import { openPostcode } from '~/features/orders/checkout/postcode';
import { translateErrors } from '~/features/partners/partners';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { deleteJson, postJson, putJson } from '~/lib/http';
import { reloadPage } from '~/lib/navigation';
import { type AddressWords, addressesApi, addressFormBody } from './addresses';

/**
 * The address book (/my-page/address), one delegated listener: 새 배송지 opens the form empty, 수정
 * fills it from the card, 주소 검색 opens the postcode finder (or, when it cannot load, says so and
 * lets the address be typed), 저장 sends it (a 422 beside its fields), 기본 배송지로 and 삭제 act at
 * once. After each change the page is drawn again by the server. The buttons are drawn disabled
 * until this has run, so a press before it cannot be lost.
 */
export function bindAddressBook(root: ParentNode): void {
  const book = root.querySelector<HTMLElement>('[data-address-book]');
  const form = root.querySelector<HTMLFormElement>('[data-address-form]');
  if (!book || !form) return;
  const words = JSON.parse(book.querySelector('[data-address-words]')?.textContent ?? '{}') as AddressWords;
  const saved = JSON.parse(book.querySelector('[data-address-fields]')?.textContent ?? '{}') as Record<
    string,
    Record<string, string | boolean>
  >;
  const title = form.querySelector<HTMLElement>('#address-form-title');
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  let editing: number | null = null;

  const open = (id: number | null, values: Record<string, string | boolean> = {}) => {
    editing = id;
    form.reset();
    for (const [name, value] of Object.entries(values)) {
      const el = field(name);
      if (!el) continue;
      if (el.type === 'checkbox') el.checked = value === true;
      else el.value = String(value);
    }
    // The default stays the default until another is chosen: its box is shown ticked, not sent.
    const isDefault = field('is_default');
    if (isDefault) isDefault.disabled = values.is_default === true;
    if (title) title.textContent = (id === null ? title.dataset.titleNew : title.dataset.titleEdit) ?? '';
    form.hidden = false;
    form.scrollIntoView({ block: 'start', behavior: 'smooth' });
    field('label')?.focus({ preventScroll: true });
  };

  const send = async () => {
    const body = addressFormBody(form);
    const request = () => (editing === null ? postJson(addressesApi(), body) : putJson(addressesApi(editing), body));
    try {
      await withFieldErrors(form, request, { translate: (errors) => translateErrors(errors, words.messages) });
    } catch {
      return; // A 422 is shown beside its fields; the shared client reports other refusals.
    }
    await alertDialog({ message: editing === null ? words.added : words.updated });
    reloadPage();
  };

  const findAddress = async () => {
    try {
      await openPostcode(({ zonecode, address1 }) => {
        const zone = field('zonecode');
        const street = field('address1');
        if (zone) zone.value = zonecode;
        if (street) street.value = address1;
        field('address2')?.focus();
      });
    } catch {
      await alertDialog({ message: words.postcodeDown });
      for (const name of ['zonecode', 'address1']) field(name)?.removeAttribute('readonly');
      field('zonecode')?.focus();
    }
  };

  root.addEventListener('click', async (e) => {
    const target = (e.target as Element).closest<HTMLElement>('button');
    if (!target) return;
    const d = target.dataset;
    if ('addressNew' in d) open(null);
    else if ('addressCancel' in d) {
      form.hidden = true;
      book.querySelector<HTMLElement>('[data-address-new]')?.focus();
    } else if ('postcode' in d) await findAddress();
    else if (d.addressEdit) open(Number(d.addressEdit), saved[d.addressEdit] ?? {});
    else if (d.addressDefault) {
      await postJson(addressesApi(Number(d.addressDefault), 'default')).then(reloadPage, () => undefined);
    } else if (d.addressDelete) {
      if (!(await confirmDialog({ message: words.deleteConfirm }))) return;
      await deleteJson(addressesApi(Number(d.addressDelete))).then(reloadPage, () => undefined);
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void send();
  });
  enableWhenReady(book);
}
