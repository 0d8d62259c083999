import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('the public certificate check masks the holder’s name', () => {
  it('keeps the first and last letters of a Korean name', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('김수')).toBe('김*');
  });

  it('keeps only the first letter of each word of a name in Latin letters', () => {
    expect(maskName('Evan Kim')).toBe('E*** K**');
  });

  it('changes nothing when the name is masked already', () => {
    expect(maskName(maskName('홍길동'))).toBe('홍*동');
    expect(maskName(maskName('Evan Kim'))).toBe('E*** K**');
  });
});
