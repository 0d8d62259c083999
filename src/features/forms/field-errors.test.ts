import { describe, expect, it } from 'vitest';
import { errorSummary, fieldNameOf, firstMessages } from './field-errors';

describe('field errors', () => {
  it("keeps each field's first message only", () => {
    expect(
      firstMessages({ email: ['이메일을 입력해 주세요.', '형식이 잘못되었습니다.'], name: ['이름은 필수입니다.'] }),
    ).toEqual({
      email: '이메일을 입력해 주세요.',
      name: '이름은 필수입니다.',
    });
  });

  it('leaves out fields that carry no message', () => {
    expect(firstMessages({ email: [], name: ['', '이름은 필수입니다.'] })).toEqual({ name: '이름은 필수입니다.' });
  });

  it('puts all first messages in one dialog text, one per line', () => {
    expect(errorSummary({ email: 'A', name: 'B' })).toBe('A\nB');
  });

  it('reports nested and array controls under the first part of their name', () => {
    expect(fieldNameOf('items[0][qty]')).toBe('items');
    expect(fieldNameOf('tags[]')).toBe('tags');
    expect(fieldNameOf('address.zip')).toBe('address');
    expect(fieldNameOf('email')).toBe('email');
  });
});
