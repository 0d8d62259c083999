// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { addressesApi, addressFormBody } from './addresses';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the address book form', () => {
  it('sends the fields as typed and makes the address the default only when the box is ticked', () => {
    const f = form(`
      <input name="label" value="회사"><input name="recipient_name" value="김배송">
      <input name="zonecode" value="06236"><input type="checkbox" name="is_default" checked>`);
    expect(addressFormBody(f)).toEqual({
      label: '회사',
      recipient_name: '김배송',
      zonecode: '06236',
      is_default: true,
    });
    (f.elements.namedItem('is_default') as HTMLInputElement).checked = false;
    expect(addressFormBody(f)).not.toHaveProperty('is_default');
  });

  it('leaves the default’s box out: the default stays until another is chosen', () => {
    const f = form('<input name="label" value="집"><input type="checkbox" name="is_default" checked disabled>');
    expect(addressFormBody(f)).toEqual({ label: '집' });
  });

  it('calls the list, one address and its default action', () => {
    expect(addressesApi()).toBe('/api/v1/my-addresses');
    expect(addressesApi(7)).toBe('/api/v1/my-addresses/7');
    expect(addressesApi(7, 'default')).toBe('/api/v1/my-addresses/7/default');
  });
});
