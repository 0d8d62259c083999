import { describe, expect, it } from 'vitest';
import { contactMatches, newReceiptNo, RECEIPT_NO } from './receipt.ts';

describe('receipt numbers of bulk and class requests', () => {
  it('carry the board, the day in Korea and eight letters that cannot be misread', () => {
    const at = new Date('2026-11-26T16:30:00Z'); // 27 November, 01:30 in Seoul
    const no = newReceiptNo('bulk', at);
    expect(no).toMatch(/^B-20261127-[2-9A-HJKMNP-Z]{8}$/);
    expect(RECEIPT_NO.test(no)).toBe(true);
    expect(newReceiptNo('class', at)).toMatch(/^C-20261127-/);
    expect(no.split('-')[2]).not.toMatch(/[01OIL]/);
  });

  it('differ from one request to the next', () => {
    const at = new Date();
    const seen = new Set(Array.from({ length: 200 }, () => newReceiptNo('bulk', at)));
    expect(seen.size).toBe(200);
  });
});

describe('a visitor’s contact check', () => {
  const sent = { mobile: '010-1234-5678', email: 'Buyer@Example.com' };

  it('takes the mobile number with or without dashes, and the e-mail in any case', () => {
    expect(contactMatches('01012345678', sent)).toBe(true);
    expect(contactMatches(' 010 1234 5678 ', sent)).toBe(true);
    expect(contactMatches('buyer@example.COM', sent)).toBe(true);
  });

  it('refuses another number, another address, or a fragment of the number', () => {
    expect(contactMatches('010-1234-5679', sent)).toBe(false);
    expect(contactMatches('other@example.com', sent)).toBe(false);
    expect(contactMatches('5678', sent)).toBe(false);
    expect(contactMatches('', sent)).toBe(false);
  });
});
