import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/http-errors';
import { errorsOf, fieldNameOf, groupFieldErrors } from './field-errors';

function apiError(status: number, data: unknown): ApiError {
  const source = new HTTPError(
    new Response(null, { status }),
    new Request('https://shop.test/api/v1/orders'),
    {} as never,
  );
  source.data = data;
  return new ApiError(source);
}

describe('grouping a 422 (spec 5)', () => {
  it("keeps each field's first message only", () => {
    expect(
      groupFieldErrors({ email: ['이메일을 입력해 주세요.', '형식이 잘못되었습니다.'], name: ['이름은 필수입니다.'] }),
    ).toEqual({ email: '이메일을 입력해 주세요.', name: '이름은 필수입니다.' });
  });

  it('leaves out fields that carry no message', () => {
    expect(groupFieldErrors({ email: [], name: ['', '이름은 필수입니다.'] })).toEqual({ name: '이름은 필수입니다.' });
  });

  it('groups dotted keys under their first part, the first message of the group first', () => {
    expect(
      groupFieldErrors({ 'items.0.qty': ['첫 줄'], 'items.3.qty': ['넷째 줄'], 'agreements.order': ['동의'] }),
    ).toEqual({ items: '첫 줄', agreements: '동의' });
  });

  it('keeps a dotted key whole when the form has a field of that name', () => {
    const fields = new Set(['recipient.zonecode']);
    expect(
      groupFieldErrors({ 'recipient.zonecode': ['우편번호'], 'recipient.x': ['기타'] }, (k) => fields.has(k)),
    ).toEqual({ 'recipient.zonecode': '우편번호', recipient: '기타' });
  });

  it('names the field of nested and array controls by the first part of their name', () => {
    expect(fieldNameOf('items[0][qty]')).toBe('items');
    expect(fieldNameOf('tags[]')).toBe('tags');
    expect(fieldNameOf('address.zip')).toBe('address');
    expect(fieldNameOf('email')).toBe('email');
  });
});

describe('errorsOf', () => {
  it("reads a 422's errors as the server sent them, dotted keys and all", () => {
    const errors = { 'recipient.zonecode': ['우편번호'] };
    expect(errorsOf(apiError(422, { message: 'invalid', errors }))).toEqual(errors);
  });

  it('is null for other answers and other errors', () => {
    expect(errorsOf(apiError(409, { message: 'stock' }))).toBeNull();
    expect(errorsOf(new Error('network'))).toBeNull();
  });
});
