import { describe, expect, it } from 'vitest';
import { afterSave, fileSize } from './editorial';

describe('the editors', () => {
  it('print file sizes in KB, at least 1, and in MB from a megabyte', () => {
    expect(fileSize(100)).toBe('1 KB');
    expect(fileSize(12_800)).toBe('13 KB');
    expect(fileSize(1_468_006)).toBe('1.4 MB');
  });

  it('go to the saved entry once saved', () => {
    expect(afterSave('/customer/notice/{id}', 42)).toBe('/customer/notice/42');
  });
});
