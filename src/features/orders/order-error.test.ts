import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_MAX_LENGTH, orderErrorFrom } from './order-error.ts';

const from = (value: string) => orderErrorFrom(new URLSearchParams({ errorMessage: value }));

describe('the errorMessage of an order page (spec 2.6)', () => {
  it('is the address value as plain text, trimmed', () => {
    expect(from('  결제 실패  ')).toBe('결제 실패');
    expect(from('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(orderErrorFrom(new URLSearchParams())).toBe('');
  });

  it('turns control characters into spaces', () => {
    expect(from('한도 초과\r\n\u0000다시 시도')).toBe('한도 초과 다시 시도');
  });

  it('is cut at 300 characters without splitting one', () => {
    expect(Array.from(from('가'.repeat(500)))).toHaveLength(ORDER_ERROR_MAX_LENGTH);
    const emoji = from(`${'a'.repeat(ORDER_ERROR_MAX_LENGTH - 1)}🕯️🕯️`);
    expect(emoji.endsWith('🕯')).toBe(true);
    expect(Array.from(emoji)).toHaveLength(ORDER_ERROR_MAX_LENGTH);
  });
});
