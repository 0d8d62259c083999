import { randomInt } from 'node:crypto';
import { isoDate } from '~/lib/dates';
import type { RequestBoard } from './board.options.ts';

/** No 0/O, 1/I/L: a receipt number is read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
const PREFIX: Record<RequestBoard, string> = { bulk: 'B', class: 'C' };

/**
 * A request's receipt number, `B-20261127-7KQ4M2XD` (class requests start with `C`): the day in
 * Korea, then eight random letters and digits (31^8, about 8.5 × 10^11), so that with the contact
 * check and the attempt limits a number cannot be guessed.
 */
export function newReceiptNo(board: RequestBoard, at: Date, random: (max: number) => number = randomInt): string {
  const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[random(ALPHABET.length)]).join('');
  return `${PREFIX[board]}-${isoDate(at).replaceAll('-', '')}-${code}`;
}

export const RECEIPT_NO = /^[BC]-\d{8}-[2-9A-HJKMNP-Z]{8}$/;

const digits = (s: string) => s.replace(/\D/g, '');

/**
 * Whether what a visitor typed is the contact the request was sent with: the mobile number in any
 * spacing or dashes, or the e-mail in any letter case.
 */
export function contactMatches(given: string, sent: { mobile: string; email: string }): boolean {
  const typed = given.trim();
  if (typed.includes('@')) return typed.toLowerCase() === sent.email.toLowerCase();
  const d = digits(typed);
  return d.length >= 10 && d === digits(sent.mobile);
}
