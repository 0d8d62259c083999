import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, nulFields, queryNulFields } from './nul.ts';

describe('nulFields', () => {
  it('finds nothing in ordinary input', () => {
    expect(nulFields({ mb_id: 'demo', items: [{ quantity: 2, memo: '문 앞에 놓아 주세요' }] })).toBeUndefined();
    expect(nulFields(null)).toBeUndefined();
    expect(nulFields(3)).toBeUndefined();
  });

  it('names each field holding a NUL character by its dotted path', () => {
    expect(nulFields({ mb_name: 'a\0b', items: [{ memo: '\0' }], ok: 'x' })).toEqual({
      mb_name: [NUL_MESSAGE],
      'items.0.memo': [NUL_MESSAGE],
    });
  });

  it('refuses a key holding a NUL character', () => {
    expect(nulFields({ 'ke\0y': 1 })).toEqual({ key: [NUL_MESSAGE] });
  });

  it('answers a top-level string under _', () => {
    expect(nulFields('\0')).toEqual({ _: [NUL_MESSAGE] });
  });

  it('walks input nested ten thousand deep without running out of stack', () => {
    let deep: unknown = 'x\0';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(Object.values(nulFields(deep) ?? {})).toEqual([[NUL_MESSAGE]]);
  });
});

describe('queryNulFields', () => {
  it('finds a NUL character in any parameter of the query, repeated ones too', () => {
    expect(queryNulFields(new URL('https://x/s?keyword=a&keyword=b%00'))).toEqual({ keyword: [NUL_MESSAGE] });
    expect(queryNulFields(new URL('https://x/s?a%00b=1'))).toEqual({ ab: [NUL_MESSAGE] });
    expect(queryNulFields(new URL('https://x/s?keyword=%2500'))).toBeUndefined();
    expect(queryNulFields(new URL('https://x/s?keyword=candle'))).toBeUndefined();
  });
});
