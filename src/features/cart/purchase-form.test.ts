// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readPurchase } from './purchase-form';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form data-purchase-form><input type="hidden" name="it_id" value="42" />${html}</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('reading the product form', () => {
  it('takes the product, the chosen option of a select and the quantity', () => {
    const f = form(
      '<select name="option_id"><option value="">-</option><option value="7" selected>100ml</option></select><input name="quantity" type="number" value="3" />',
    );
    expect(readPurchase(f)).toEqual({ it_id: 42, option_id: 7, quantity: 3, needsOption: false });
  });

  it('takes the checked radio as the option', () => {
    const f = form(
      '<input type="radio" name="option_id" value="5" /><input type="radio" name="option_id" value="6" checked /><input name="quantity" value="1" />',
    );
    expect(readPurchase(f).option_id).toBe(6);
  });

  it('an option field left empty needs a choice before anything is sent', () => {
    const f = form(
      '<select name="option_id"><option value="" selected>-</option></select><input name="quantity" value="1" />',
    );
    expect(readPurchase(f).needsOption).toBe(true);
  });

  it('without an option field no option is needed, and a broken quantity counts as one', () => {
    const f = form('<input name="quantity" value="abc" />');
    expect(readPurchase(f)).toEqual({ it_id: 42, option_id: undefined, quantity: 1, needsOption: false });
  });
});
