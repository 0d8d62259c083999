import { describe, expect, it } from 'vitest';
import { nestedBody } from './order-sheet.ts';

describe('order form body', () => {
  it('dotted field names become nested objects, as the server reads them', () => {
    expect(
      nestedBody([
        ['orderer.name', '김향기'],
        ['recipient.zonecode', '04524'],
        ['recipient.address1', '서울 중구 세종대로 110'],
        ['agreements.order', true],
        ['payment_method', 'bank'],
      ]),
    ).toEqual({
      orderer: { name: '김향기' },
      recipient: { zonecode: '04524', address1: '서울 중구 세종대로 110' },
      agreements: { order: true },
      payment_method: 'bank',
    });
  });
});
