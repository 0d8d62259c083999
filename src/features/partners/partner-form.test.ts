// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applicationJson } from './partner-form';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('an application form read for the API', () => {
  it('sends a checkbox group as a list, a lone checkbox as a boolean and the chosen radio', () => {
    const f = form(`
      <input name="company_name" value="향기공방" />
      <input type="checkbox" name="interest_products" value="wax" data-many checked />
      <input type="checkbox" name="interest_products" value="wick" data-many />
      <input type="checkbox" name="interest_products" value="mold" data-many checked />
      <input type="radio" name="business_type" value="workshop" />
      <input type="radio" name="business_type" value="online" checked />
      <select name="monthly_volume"><option value="">-</option><option value="1m_3m" selected>1</option></select>
      <textarea name="message">안녕하세요</textarea>
      <input type="checkbox" name="agree_privacy" />`);
    expect(applicationJson(f)).toEqual({
      company_name: '향기공방',
      interest_products: ['wax', 'mold'],
      business_type: 'online',
      monthly_volume: '1m_3m',
      message: '안녕하세요',
      agree_privacy: false,
    });
  });

  it('sends an empty list when no box of a group is ticked, and leaves out disabled fields and unchosen radios', () => {
    const f = form(`
      <input type="checkbox" name="interest_products" value="wax" data-many />
      <input type="radio" name="has_store" value="yes" /><input type="radio" name="has_store" value="no" />
      <input name="store_address" value="부산" disabled />`);
    expect(applicationJson(f)).toEqual({ interest_products: [] });
  });
});
