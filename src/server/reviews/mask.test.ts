import { describe, expect, it } from 'vitest';
import { maskAuthor, SECRET_TITLE } from './mask.ts';

describe('author masking', () => {
  it('shows the first two letters of the id and stars, like de***', () => {
    expect(maskAuthor('demo')).toBe('de***');
    expect(maskAuthor('a')).toBe('a***');
    expect(maskAuthor('홍길동')).toBe('홍길***');
  });

  it('names a secret question the same way for every reader', () => {
    expect(SECRET_TITLE).toBe('비밀글입니다.');
  });
});
