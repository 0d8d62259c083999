import { describe, expect, it } from 'vitest';
import { isActive, toggleValue } from './checkbox-value';

describe('checkbox value', () => {
  it('toggles between the active and the inactive value', () => {
    expect(toggleValue('N', 'Y', 'N')).toBe('Y');
    expect(toggleValue('Y', 'Y', 'N')).toBe('N');
  });

  it('treats any value other than the active one as unchecked, so the next toggle activates', () => {
    expect(isActive(undefined, 1)).toBe(false);
    expect(toggleValue<number | undefined>(undefined, 1, 0)).toBe(1);
  });
});
