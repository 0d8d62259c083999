import { describe, expect, it } from 'vitest';
import { POPUP_READ_MAX } from '~/lib/constants';
import { allRead, isRead, markAllRead, type PopupRead, parsePopupRefs, parseReadList } from './popup-reads';

// Local-time dates, so the day-of-month rule reads the same in every time zone.
const at = (year: number, month: number, day: number, hour = 10) => new Date(year, month - 1, day, hour);
const read = (id: number, date: Date): PopupRead => ({ id, read_at: date.toISOString() });
const daily = { id: 1, type: 'daily' };
const normal = { id: 2, type: 'normal' };
const today = at(2025, 7, 15);

describe('isRead', () => {
  it('a daily popup read yesterday is unread today', () => {
    expect(isRead(daily, [read(1, at(2025, 7, 14, 23))], today)).toBe(false);
  });

  it('a daily popup read earlier today is read', () => {
    expect(isRead(daily, [read(1, at(2025, 7, 15, 0))], at(2025, 7, 15, 23))).toBe(true);
  });

  it('a daily popup counts as read on the same day of month, as the spec words it', () => {
    expect(isRead(daily, [read(1, at(2025, 6, 15))], today)).toBe(true);
  });

  it('a normal popup read last year stays read', () => {
    expect(isRead(normal, [read(2, at(2024, 3, 2))], today)).toBe(true);
  });

  it('a popup missing from the list is unread', () => {
    expect(isRead(normal, [read(1, today)], today)).toBe(false);
  });
});

describe('allRead', () => {
  it('is true only when every popup is read', () => {
    const list = [read(1, today), read(2, at(2024, 1, 1))];
    expect(allRead([daily, normal], list, today)).toBe(true);
    expect(allRead([daily, normal, { id: 3, type: 'normal' }], list, today)).toBe(false);
  });

  it('is true when there is no popup at all', () => {
    expect(allRead([], [], today)).toBe(true);
  });
});

describe('markAllRead', () => {
  it('marks every popup read as of now and refreshes an old entry instead of repeating it', () => {
    const list = markAllRead([read(1, at(2025, 7, 1)), read(9, at(2025, 7, 2))], [daily, normal], today);
    expect(list).toEqual([read(9, at(2025, 7, 2)), read(1, today), read(2, today)]);
    expect(allRead([daily, normal], list, today)).toBe(true);
  });

  it(`the list keeps the ${POPUP_READ_MAX} newest entries, oldest dropped`, () => {
    const old = [1, 2, 3, 4].map((id) => read(id, at(2025, 7, id)));
    const list = markAllRead(
      old,
      [
        { id: 7, type: 'normal' },
        { id: 8, type: 'daily' },
      ],
      today,
    );
    expect(list.map((r) => r.id)).toEqual([2, 3, 4, 7, 8]);
    expect(list).toHaveLength(POPUP_READ_MAX);
  });
});

describe('stored values', () => {
  it('reads the stored list and drops what is not a read entry', () => {
    const raw = JSON.stringify([{ id: 1, read_at: 'x' }, { id: '2', read_at: 'y' }, { id: 3 }, null, 'z']);
    expect(parseReadList(raw)).toEqual([
      { id: 1, read_at: 'x' },
      { id: 2, read_at: 'y' },
    ]);
  });

  it('a missing or broken stored value means nothing was read', () => {
    expect(parseReadList(null)).toEqual([]);
    expect(parseReadList('{oops')).toEqual([]);
    expect(parseReadList('{"id":1}')).toEqual([]);
  });

  it('reads the popup ids and types the server embeds', () => {
    expect(parsePopupRefs('[{"id":4,"type":"daily"},{"id":"x"},{"id":5}]')).toEqual([
      { id: 4, type: 'daily' },
      { id: 5, type: '' },
    ]);
    expect(parsePopupRefs('')).toEqual([]);
  });
});
