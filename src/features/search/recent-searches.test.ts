import { describe, expect, it } from 'vitest';
import { addRecent, clearRecent, RECENT_MAX, readRecent, removeRecent } from './recent-searches';

const memory = () => {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
};

describe('recent keywords', () => {
  it('puts the newest first, once, whatever its spacing', () => {
    const s = memory();
    addRecent('라벤더', s);
    addRecent('소이 캔들', s);
    expect(addRecent('소이캔들', s)).toEqual(['소이캔들', '라벤더']);
  });

  it('keeps at most RECENT_MAX and ignores blanks', () => {
    const s = memory();
    for (let i = 0; i < RECENT_MAX + 3; i++) addRecent(`키워드 ${i}`, s);
    expect(readRecent(s)).toHaveLength(RECENT_MAX);
    expect(addRecent('   ', s)).toHaveLength(RECENT_MAX);
  });

  it('removes one keyword, or all of them', () => {
    const s = memory();
    addRecent('a', s);
    addRecent('b', s);
    expect(removeRecent('a', s)).toEqual(['b']);
    expect(clearRecent(s)).toEqual([]);
    expect(readRecent(s)).toEqual([]);
  });

  it('reads garbage as an empty list', () => {
    const s = memory();
    s.setItem('shop.recent-searches', '{not json');
    expect(readRecent(s)).toEqual([]);
  });
});
