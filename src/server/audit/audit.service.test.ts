import { describe, expect, it } from 'vitest';
import { changesOf } from './audit.service';

describe('what the audit log keeps of a change', () => {
  const before = { title: '배송 안내', is_pinned: false, published_at: new Date('2025-08-14T00:00:00Z') };

  it('keeps only the fields that changed, each with its value before and after', () => {
    const after = { ...before, title: '배송 일정 안내', published_at: new Date('2025-08-14T00:00:00Z') };
    expect(changesOf(before, after, ['title', 'is_pinned', 'published_at'])).toEqual({
      title: { before: '배송 안내', after: '배송 일정 안내' },
    });
  });

  it('writes dates as ISO text and a record made or removed against null', () => {
    expect(changesOf(null, before, ['title', 'published_at'])).toEqual({
      title: { before: null, after: '배송 안내' },
      published_at: { before: null, after: '2025-08-14T00:00:00.000Z' },
    });
    expect(changesOf(before, null, ['is_pinned'])).toEqual({ is_pinned: { before: false, after: null } });
  });
});
