import { describe, expect, it } from 'vitest';
import { pick } from '~/lib/i18n';
import { contentDescription, filterFaqGroups, groupFaqs, pageNumber, promotionStatus } from './content';

const page = {
  title: '소이 캔들',
  title_en: 'Soy candle',
  summary: '',
  summary_en: '',
  body: '<p>한국어 &amp; 본문</p>',
  body_en: '',
};

describe('content pages', () => {
  it('show the English body in English and the Korean one when there is no English body', () => {
    expect(pick({ body: '가', body_en: 'A' }, 'body', 'en')).toBe('A');
    expect(pick({ body: '가', body_en: '  ' }, 'body', 'en')).toBe('가');
    expect(pick({ body: '가', body_en: 'A' }, 'body', 'kr')).toBe('가');
  });

  it('describe themselves by summary, else the plain start of the body, else the title', () => {
    expect(contentDescription({ ...page, summary: '요약', summary_en: 'Summary' }, 'en')).toBe('Summary');
    expect(contentDescription(page, 'kr')).toBe('한국어 & 본문');
    expect(contentDescription({ ...page, body: '' }, 'en')).toBe('Soy candle');
  });

  it('read a list page number from the query and fall back to the first page', () => {
    expect(pageNumber('3')).toBe(3);
    for (const raw of [null, '0', '-1', '1.5', 'abc', '999999']) expect(pageNumber(raw)).toBe(1);
  });
});

describe('promotion status', () => {
  const starts_at = new Date('2025-07-14T00:00:00+09:00');
  const ends_at = new Date('2025-07-20T23:59:59+09:00');

  it('is upcoming before the start, running within the window and ended after it', () => {
    expect(promotionStatus({ starts_at, ends_at }, new Date('2025-07-13T12:00:00+09:00'))).toBe('upcoming');
    expect(promotionStatus({ starts_at, ends_at }, new Date('2025-07-20T23:00:00+09:00'))).toBe('running');
    expect(promotionStatus({ starts_at, ends_at }, new Date('2025-07-21T00:00:00+09:00'))).toBe('ended');
  });

  it('treats a missing bound as open', () => {
    expect(promotionStatus({ starts_at: null, ends_at: null })).toBe('running');
    expect(promotionStatus({ starts_at, ends_at: null }, new Date('2030-01-01'))).toBe('running');
  });
});

describe('FAQ groups', () => {
  const rows = [
    { id: 1, category: '주문', category_en: 'Orders' },
    { id: 2, category: '배송', category_en: 'Shipping' },
    { id: 3, category: '주문', category_en: 'Orders' },
  ];

  it('group questions by category in the order the categories first come', () => {
    const groups = groupFaqs(rows);
    expect(groups.map((g) => g.category)).toEqual(['주문', '배송']);
    expect(groups[0]?.items.map((r) => r.id)).toEqual([1, 3]);
  });

  it('put a pinned question first in its category and keep the rest in order', () => {
    const pinned = [...rows, { id: 4, category: '주문', category_en: 'Orders', is_pinned: true }];
    expect(groupFaqs(pinned)[0]?.items.map((r) => r.id)).toEqual([4, 1, 3]);
  });

  it('show one category when the query names it, and every category otherwise', () => {
    const groups = groupFaqs(rows);
    expect(filterFaqGroups(groups, '배송')).toEqual({ selected: '배송', shown: [groups[1]] });
    expect(filterFaqGroups(groups, '없음')).toEqual({ selected: null, shown: groups });
    expect(filterFaqGroups(groups, null).selected).toBeNull();
  });
});
