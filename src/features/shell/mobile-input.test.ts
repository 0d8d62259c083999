// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bindMobileInputs } from './mobile-input';

beforeAll(() => bindMobileInputs(document));
afterEach(() => {
  document.body.innerHTML = '';
});

/** Types `value` into the field as a browser would: the value changes, then `input` fires. */
function type(input: HTMLInputElement, value: string, caret = value.length, inputType = 'insertText') {
  input.value = value;
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
}

describe('phone fields', () => {
  it('get their hyphens as the number is typed', () => {
    document.body.innerHTML = '<input type="tel" id="m">';
    const input = document.getElementById('m') as HTMLInputElement;
    input.focus();
    let typed = '';
    for (const digit of '01012345678') {
      typed = `${input.value}${digit}`;
      type(input, typed);
    }
    expect(input.value).toBe('010-1234-5678');
    expect(input.selectionStart).toBe(13);
  });

  it('take the digit before a hyphen on backspace', () => {
    document.body.innerHTML = '<input type="tel" id="m">';
    const input = document.getElementById('m') as HTMLInputElement;
    input.focus();
    type(input, '01012345');
    expect(input.value).toBe('010-1234-5');
    // The caret after the second hyphen, backspace removes the hyphen.
    type(input, '010-12345', 8, 'deleteContentBackward');
    expect(input.value).toBe('010-1235');
  });

  it('leave other fields alone', () => {
    document.body.innerHTML = '<input type="text" id="t">';
    const input = document.getElementById('t') as HTMLInputElement;
    type(input, '01012345678');
    expect(input.value).toBe('01012345678');
  });
});
