import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoint } from './endpoint';
import { ConflictError, type FieldErrors, ValidationError } from './errors';
import { parseWith } from './validate';
import { fromWire, inWireNames, toWireErrors } from './wire-names';

const names = { product_id: 'it_id' } as const;

function errorsOf(fn: () => unknown): FieldErrors {
  try {
    fn();
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
  return {};
}

describe('a request in the spec’s names', () => {
  it('reaches the service with the renamed fields under the shop’s own names and the rest as sent', () => {
    const own = fromWire(names)({ it_id: 3, quantity: 2, option_id: null });
    expect(own).toEqual({ product_id: 3, quantity: 2, option_id: null });
    expect(own).not.toHaveProperty('it_id');
    expectTypeOf(own).toEqualTypeOf<{ product_id: number; quantity: number; option_id: null }>();
  });

  it('keeps the order of the fields and an optional field optional', () => {
    const body = z
      .object({ rating: z.number(), it_id: z.number(), note: z.string().optional() })
      .transform(fromWire(names));
    const own = parseWith(body, { rating: 5, it_id: 7 });
    expect(Object.keys(own)).toEqual(['rating', 'product_id']);
    expectTypeOf(own).toEqualTypeOf<{ rating: number; product_id: number; note?: string | undefined }>();
  });

  it('is checked against the spec’s names: a field sent under the shop’s own name is a 422 for the spec’s', () => {
    const body = z.object({ it_id: z.number({ error: '상품을 선택해 주세요.' }) }).transform(fromWire(names));
    expect(errorsOf(() => parseWith(body, { product_id: 3 }))).toEqual({ it_id: ['상품을 선택해 주세요.'] });
  });
});

describe('a 422 a service raises in its own field names', () => {
  it('answers under the spec’s names with the same messages, in the same order', () => {
    const errors = { quantity: ['수량은 1개 이상이어야 합니다.'], product_id: ['상품을 찾을 수 없습니다.'], _: ['x'] };
    expect(JSON.stringify(toWireErrors(errors, names))).toBe(
      '{"quantity":["수량은 1개 이상이어야 합니다."],"it_id":["상품을 찾을 수 없습니다."],"_":["x"]}',
    );
  });

  it('renames the first part of a dotted key and nothing that merely shares a prefix', () => {
    expect(toWireErrors({ 'product_id.0': ['a'], product_ids: ['b'], 'items.product_id': ['c'] }, names)).toEqual({
      'it_id.0': ['a'],
      product_ids: ['b'],
      'items.product_id': ['c'],
    });
  });

  it('leaves keys that only look like object members alone', () => {
    expect(toWireErrors({ constructor: ['a'], toString: ['b'] }, names)).toEqual({
      constructor: ['a'],
      toString: ['b'],
    });
  });

  it('keeps both messages when a renamed key meets one already in the spec’s name', () => {
    expect(toWireErrors({ it_id: ['a'], product_id: ['b'] }, names)).toEqual({ it_id: ['a', 'b'] });
  });

  it('is raised again as a ValidationError with the same first message; any other error passes unchanged', () => {
    const renamed = inWireNames(new ValidationError({ product_id: ['존재하지 않는 상품입니다.'] }), names);
    expect(renamed).toBeInstanceOf(ValidationError);
    expect((renamed as ValidationError).message).toBe('존재하지 않는 상품입니다.');
    expect((renamed as ValidationError).errors).toEqual({ it_id: ['존재하지 않는 상품입니다.'] });
    const conflict = new ConflictError('품절');
    expect(inWireNames(conflict, names)).toBe(conflict);
  });
});

describe('an API route that speaks the spec’s names', () => {
  const ctx = { locals: {} } as APIContext;

  it('answers a service’s 422 byte for byte as the spec names the field', async () => {
    const route = endpoint(
      () => {
        throw new ValidationError({ product_id: ['상품을 찾을 수 없습니다.'] });
      },
      { wireNames: names },
    );
    const res = await route(ctx);
    expect(res.status).toBe(422);
    expect(await res.text()).toBe(
      '{"message":"상품을 찾을 수 없습니다.","errors":{"it_id":["상품을 찾을 수 없습니다."]}}',
    );
  });

  it('leaves the field names alone without them', async () => {
    const route = endpoint(() => {
      throw new ValidationError({ product_id: ['상품을 찾을 수 없습니다.'] });
    });
    expect(await (await route(ctx)).json()).toEqual({
      message: '상품을 찾을 수 없습니다.',
      errors: { product_id: ['상품을 찾을 수 없습니다.'] },
    });
  });
});
