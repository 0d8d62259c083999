// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { nestedBody, orderBody, quoteBody } from './order-sheet.ts';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('order form body', () => {
  it('dotted field names become nested objects, as the server reads them', () => {
    expect(
      nestedBody([
        ['orderer.name', '김향기'],
        ['recipient.zonecode', '04524'],
        ['recipient.address1', '서울 중구 세종대로 110'],
        ['agreements.order', true],
        ['payment_method', 'bank'],
      ]),
    ).toEqual({
      orderer: { name: '김향기' },
      recipient: { zonecode: '04524', address1: '서울 중구 세종대로 110' },
      agreements: { order: true },
      payment_method: 'bank',
    });
  });

  it('sends what is shown: hidden sections, the password confirmation and an unchosen cash receipt stay out', () => {
    const f = form(`
      <input name="orderer.name" value="박손님">
      <input type="hidden" name="payment_method" value="toss">
      <div hidden><input name="depositor_name" value="박손님"></div>
      <select name="cash_receipt.type"><option value="" selected></option></select>
      <input name="coupon_id" value="7"><input name="points" value="">
      <input name="password" value="guest-pass-1"><input name="password_confirmation" value="guest-pass-1">
      <input type="checkbox" name="agreements.order" checked>
      <label hidden><input type="checkbox" name="agreements.custom_made"></label>`);
    expect(orderBody(f, [3, 4])).toEqual({
      orderer: { name: '박손님' },
      payment_method: 'toss',
      coupon_id: 7,
      points: 0,
      password: 'guest-pass-1',
      agreements: { order: true },
      lines: [3, 4],
    });
  });

  it("asks the quote for the lines at the form's zonecode, coupon and points", () => {
    const f = form(
      '<input name="recipient.zonecode" value="63000"><input name="coupon_id" value=""><input name="points" value="1000">',
    );
    expect(quoteBody(f, [9])).toEqual({ lines: [9], zonecode: '63000', coupon_id: undefined, points: 1000 });
    expect(quoteBody(form('<input name="recipient.zonecode" value="">'), [9])).toEqual({
      lines: [9],
      zonecode: undefined,
      coupon_id: undefined,
      points: undefined,
    });
  });
});
