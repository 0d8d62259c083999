import { describe, expect, it } from 'vitest';
import { ValidationError } from '../http/errors.ts';
import { parseWith } from '../http/validate.ts';
import { addLineBody } from './cart.wire.ts';

function errorsOf(input: unknown): Record<string, string[]> {
  try {
    parseWith(addLineBody, input);
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
  return {};
}

describe('a cart add on the wire', () => {
  it('reads the spec’s it_id as the cart’s product_id, one unit and no buy now unless asked', () => {
    expect(parseWith(addLineBody, { it_id: '12' })).toEqual({ product_id: 12, quantity: 1, buy_now: false });
    expect(parseWith(addLineBody, { it_id: 12, option_id: '', quantity: '3', buy_now: true })).toEqual({
      product_id: 12,
      option_id: undefined,
      quantity: 3,
      buy_now: true,
    });
  });

  it('names every bad field as the spec does, in the order of the form', () => {
    const errors = errorsOf({ it_id: 'abc', quantity: 0, option_id: 'z', buy_now: 3 });
    expect(Object.keys(errors)).toEqual(['it_id', 'option_id', 'quantity', 'buy_now']);
    expect(errors).toEqual({
      it_id: ['상품을 올바르게 지정해 주세요.'],
      option_id: ['옵션을 올바르게 선택해 주세요.'],
      quantity: ['수량은 1개 이상이어야 합니다.'],
      buy_now: ['buy_now는 true 또는 false여야 합니다.'],
    });
    expect(errorsOf({ product_id: 12 })).toEqual({ it_id: ['상품을 올바르게 지정해 주세요.'] });
  });
});
