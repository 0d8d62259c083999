import { describe, expect, it } from 'vitest';
import { isModuleLoadFailure, reloadTarget, takeModuleAlert } from './stale-assets';

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('failed dynamic page load (spec 2.10)', () => {
  it('reloads once with reload=1, keeping the rest of the address', () => {
    expect(reloadTarget('https://shop.test/shop/category/3?page=2#top')).toBe(
      'https://shop.test/shop/category/3?page=2&reload=1#top',
    );
  });

  it('does not reload again when reload=1 is already there (the refresh dialog takes over)', () => {
    expect(reloadTarget('https://shop.test/x?reload=1')).toBeNull();
  });
});

describe('module-load failure alert (spec 4)', () => {
  it('alerts when no flag is set and sets it; the next failure clears it without alerting', () => {
    const s = memoryStorage();
    expect(takeModuleAlert(s)).toBe(true);
    expect(takeModuleAlert(s)).toBe(false);
    expect(takeModuleAlert(s)).toBe(true);
  });

  it('recognises the browsers’ module-load failure messages', () => {
    expect(isModuleLoadFailure('TypeError: Failed to fetch dynamically imported module: /x.js')).toBe(true);
    expect(isModuleLoadFailure('Importing a module script failed.')).toBe(true);
    expect(isModuleLoadFailure('TypeError: x is undefined')).toBe(false);
  });
});
