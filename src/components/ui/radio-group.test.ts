import { describe, expect, it } from 'vitest';
import { pickRadio, tabStop } from './radio-group';

const choices = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B', disabled: true },
  { value: 'c', label: 'C' },
];

describe('radio group logic', () => {
  it('clicking the already-selected value clears it to null', () => {
    expect(pickRadio('a', 'a')).toBeNull();
    expect(pickRadio('a', 'c')).toBe('c');
    expect(pickRadio(null, 'a')).toBe('a');
  });

  it('Tab reaches the selected choice, or the first enabled one when none is selected', () => {
    expect(tabStop(choices, 'c')).toBe(2);
    expect(tabStop(choices, null)).toBe(0);
    expect(tabStop([{ value: 'x', label: 'X', disabled: true }, ...choices], null)).toBe(1);
  });
});
