import { describe, expect, it } from 'vitest';
import { toggleSelection } from './multi-select';

describe('toggleSelection', () => {
  it('adds an unselected value and removes a selected one', () => {
    expect(toggleSelection(['a'], 'b')).toEqual({ ok: true, next: ['a', 'b'] });
    expect(toggleSelection(['a', 'b'], 'a')).toEqual({ ok: true, next: ['b'] });
  });

  it('refuses a change that would exceed the maximum when max is above 0', () => {
    expect(toggleSelection(['a', 'b'], 'c', 2)).toEqual({ ok: false, max: 2 });
    expect(toggleSelection(['a'], 'c', 2)).toEqual({ ok: true, next: ['a', 'c'] });
  });

  it('has no limit when max is 0', () => {
    expect(toggleSelection(['a', 'b', 'c'], 'd', 0)).toEqual({ ok: true, next: ['a', 'b', 'c', 'd'] });
  });

  it('always allows removing, even when already past the maximum', () => {
    expect(toggleSelection(['a', 'b', 'c'], 'c', 2)).toEqual({ ok: true, next: ['a', 'b'] });
  });
});
