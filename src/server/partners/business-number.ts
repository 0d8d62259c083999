/** Korean business registration numbers (사업자등록번호): 123-45-67890, ten digits with a check digit. */

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** Ten digits from `123-45-67890`, `1234567890` or with spaces; anything else is undefined. */
export function normaliseBusinessNumber(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\d{3}[-\s]?\d{2}[-\s]?\d{5}$/.test(trimmed)) return undefined;
  return trimmed.replace(/\D/g, '');
}

/**
 * The National Tax Service's check: the first nine digits times 1,3,7,1,3,7,1,3,5, plus the tens
 * of the ninth digit times 5; the tenth digit brings the sum up to a multiple of ten.
 */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = WEIGHTS.reduce((acc, w, i) => acc + w * (d[i] as number), 0);
  sum += Math.floor(((d[8] as number) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Ten digits as people write them: 123-45-67890. */
export function formatBusinessNumber(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}
