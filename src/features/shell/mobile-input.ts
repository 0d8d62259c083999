import { caretAfterDigits, formatMobile, mobileDigits } from '~/lib/phone';

/**
 * Every phone field of the shop (`input[type="tel"]`) takes a Korean mobile number: its hyphens are
 * added as it is typed or pasted, the caret staying after the same digit. A backspace over a hyphen
 * takes the digit before it. One listener for the page, islands' fields included.
 */
export function bindMobileInputs(root: Document | HTMLElement = document): void {
  root.addEventListener('input', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'tel') return;
    const before = input.dataset.mobileShown ?? '';
    let value = input.value;
    let caret = input.selectionStart ?? value.length;
    let digitsBefore = mobileDigits(value.slice(0, caret)).length;
    const backspace = (event as InputEvent).inputType === 'deleteContentBackward';
    if (backspace && mobileDigits(value) === mobileDigits(before) && digitsBefore > 0) {
      // Only a hyphen went: the digit before it goes instead.
      const digits = mobileDigits(value);
      value = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
      digitsBefore -= 1;
    }
    const shown = formatMobile(value);
    input.dataset.mobileShown = shown;
    if (shown === input.value) return;
    input.value = shown;
    caret = caretAfterDigits(shown, digitsBefore);
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
  });
}
