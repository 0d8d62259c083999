import { describe, expect, it } from 'vitest';
import { kindOfReceipt, newReceiptNo, normaliseReceiptNo } from './receipt';

describe('receipt numbers of applications', () => {
  it('name the kind and the day in Seoul, then six characters no one mishears', () => {
    const at = new Date('2025-08-13T16:00:00Z'); // 14 August, 01:00 in Seoul
    const w = newReceiptNo('wholesale', at);
    expect(w).toMatch(/^W250814-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(newReceiptNo('dealer', at)).toMatch(/^D250814-/);
    expect(kindOfReceipt(w)).toBe('wholesale');
    expect(new Set(Array.from({ length: 50 }, () => newReceiptNo('wholesale', at))).size).toBe(50);
  });

  it('are read as typed: lower case, spaces, O for 0 and I or L for 1', () => {
    expect(normaliseReceiptNo(' w250814-7k3qx9 ')).toBe('W250814-7K3QX9');
    expect(normaliseReceiptNo('D250814-O1LIX9')).toBe('D250814-0111X9');
    for (const bad of ['', 'W250814', 'X250814-7K3QX9', 'W250814-7K3QX', "W250814-7K3QX9' or 1=1"])
      expect(normaliseReceiptNo(bad), bad).toBeUndefined();
  });
});
