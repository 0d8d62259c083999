import { describe, expect, it } from 'vitest';
import { moveIndex } from './choice';

const choices = [{}, { disabled: true }, {}];

describe('moveIndex', () => {
  it('arrow keys move to the next enabled choice and wrap around', () => {
    expect(moveIndex(choices, 0, 'ArrowDown')).toBe(2);
    expect(moveIndex(choices, 2, 'ArrowRight')).toBe(0);
    expect(moveIndex(choices, 0, 'ArrowUp')).toBe(2);
    expect(moveIndex(choices, 2, 'ArrowLeft')).toBe(0);
  });

  it('Home and End go to the first and last enabled choice; other keys do not move', () => {
    expect(moveIndex(choices, 2, 'Home')).toBe(0);
    expect(moveIndex(choices, 0, 'End')).toBe(2);
    expect(moveIndex(choices, 0, 'Enter')).toBeNull();
    expect(moveIndex([{ disabled: true }], 0, 'ArrowDown')).toBeNull();
  });

  it('stops at the ends instead of wrapping when asked (lists)', () => {
    expect(moveIndex(choices, 2, 'ArrowDown', { wrap: false })).toBe(2);
    expect(moveIndex(choices, 0, 'ArrowUp', { wrap: false })).toBe(0);
    expect(moveIndex(choices, 0, 'ArrowDown', { wrap: false })).toBe(2);
  });

  it('starts from the first (down) or last (up) enabled choice when nothing is active', () => {
    expect(moveIndex(choices, -1, 'ArrowDown')).toBe(0);
    expect(moveIndex(choices, -1, 'ArrowUp')).toBe(2);
  });
});
