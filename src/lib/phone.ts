/** A Korean mobile number has at most 11 digits: 010-1234-5678, or 10 in the older 011-123-4567. */
const MAX_DIGITS = 11;

/** The digits of a typed number, at most a mobile number's. */
export function mobileDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, MAX_DIGITS);
}

/**
 * A mobile number with its hyphens, as far as it is typed: `010`, `010-1234`, `010-1234-5678`;
 * `011-123-4567` for the ten-digit numbers of the old prefixes (010 always has four in the middle).
 */
export function formatMobile(value: string): string {
  const d = mobileDigits(value);
  if (d.length <= 3) return d;
  const middle = d.startsWith('010') || d.length > 10 ? 4 : 3;
  if (d.length <= 3 + middle) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 3 + middle)}-${d.slice(3 + middle)}`;
}

/** Where the caret goes in `formatted` to stay after the `digits`-th digit. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] as string)) seen += 1;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/** 010-****-5678: enough for customer service to match a caller, not the whole number. */
export function maskedMobile(digits: string): string {
  if (!/^\d{10,11}$/.test(digits)) return digits;
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}
