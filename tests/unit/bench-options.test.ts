import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../bench/options';

describe('bench options: --cache', () => {
  it('measures with the caches on and off unless told otherwise', () => {
    expect(parseOptions([])?.cache).toEqual(['on', 'off']);
    expect(parseOptions(['--cache', 'both'])?.cache).toEqual(['on', 'off']);
  });

  it('takes settled, lists of modes and all, in the order on, settled, off', () => {
    expect(parseOptions(['--cache', 'settled'])?.cache).toEqual(['settled']);
    expect(parseOptions(['--cache', 'off,settled'])?.cache).toEqual(['settled', 'off']);
    expect(parseOptions(['--cache', 'all'])?.cache).toEqual(['on', 'settled', 'off']);
  });

  it('refuses a mode it does not know, naming it', () => {
    expect(() => parseOptions(['--cache', 'on,warm'])).toThrow(/warm/);
  });
});
