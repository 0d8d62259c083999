import { describe, expect, it } from 'vitest';
import { forget, RECENTLY_VIEWED_KEY, readViewed, remember, type ViewedProduct } from './recently-viewed';

const item = (id: number): ViewedProduct => ({
  id,
  name: `상품 ${id}`,
  name_en: '',
  image: `/p/${id}.webp`,
  price: 1000,
});

describe('recently viewed products, kept on the device', () => {
  it('puts the product seen last first, once', () => {
    const list = remember(remember(remember([], item(1)), item(2)), item(1));
    expect(list.map((p) => p.id)).toEqual([1, 2]);
  });

  it('keeps at most 20, the oldest going first', () => {
    let list: ViewedProduct[] = [];
    for (let id = 1; id <= 25; id++) list = remember(list, item(id));
    expect(list).toHaveLength(20);
    expect(list[0]?.id).toBe(25);
    expect(list.at(-1)?.id).toBe(6);
  });

  it('forgets one product', () => {
    expect(forget([item(1), item(2)], 1).map((p) => p.id)).toEqual([2]);
  });

  it('reads a broken or foreign value as nothing', () => {
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === RECENTLY_VIEWED_KEY ? value : null),
    });
    expect(readViewed(storage('not json'))).toEqual([]);
    expect(readViewed(storage('{"a":1}'))).toEqual([]);
    expect(readViewed(storage(JSON.stringify([item(3), { id: 'x' }])))).toEqual([item(3)]);
  });
});
