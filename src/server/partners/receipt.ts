import { randomInt } from 'node:crypto';
import { seoulClock } from '~/lib/dates';
import type { PartnerKind } from './partner.options.ts';

/** Crockford's base32: no I, L, O or U, so a receipt read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_LENGTH = 6;
const PREFIX: Record<PartnerKind, string> = { wholesale: 'W', dealer: 'D' };
const PATTERN = /^[WD]\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * A receipt number (접수번호): the kind (W wholesale, D dealer), the day in Seoul (yymmdd) and six
 * random characters, `W250814-7K3QX9`. Only with the contact given can it open an application.
 */
export function newReceiptNo(kind: PartnerKind, at: Date = new Date()): string {
  const c = seoulClock(at);
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${PREFIX[kind]}${c.year.slice(2)}${c.month}${c.day}-${random}`;
}

/** A receipt number as a person types it: any case, spaces around; O read as 0 and I or L as 1. */
export function normaliseReceiptNo(text: string): string | undefined {
  const value = text.trim().toUpperCase().replace(/\s+/g, '');
  const [head, tail] = value.split('-');
  const fixed = tail === undefined ? value : `${head}-${tail.replace(/O/g, '0').replace(/[IL]/g, '1')}`;
  return PATTERN.test(fixed) ? fixed : undefined;
}

/** The kind a receipt number names. */
export const kindOfReceipt = (receipt: string): PartnerKind => (receipt.startsWith('D') ? 'dealer' : 'wholesale');
