import { describe, expect, it } from 'vitest';
import { badgeText, pageToLoad, safeLink } from './notifications';

describe('notification links', () => {
  it('follow paths on this site and http(s) addresses only', () => {
    expect(safeLink('/my-page/order')).toBe('/my-page/order');
    expect(safeLink('https://www.example.com/track')).toBe('https://www.example.com/track');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('//evil.example')).toBeNull();
    expect(safeLink('/\\evil.example')).toBeNull();
    expect(safeLink('')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});

describe('unread badge', () => {
  it('is empty at zero, shows the number up to 99 and 99+ beyond', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('refetch after a change', () => {
  it('redraws in place while the page count stays the same', () => {
    expect(pageToLoad(2, { current_page: 1, last_page: 2 })).toBeNull();
  });

  it('loads the last page when the current one ran past the end', () => {
    expect(pageToLoad(3, { current_page: 3, last_page: 2 })).toBe(2);
  });

  it('reloads the same page when the page count changed, so the pager is right', () => {
    expect(pageToLoad(3, { current_page: 1, last_page: 2 })).toBe(1);
  });
});
