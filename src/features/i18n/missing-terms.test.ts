// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { calls } = vi.hoisted(() => ({ calls: [] as { url: string; body: { locale: string; terms: object } }[] }));
vi.mock('~/lib/http', () => ({
  getJson: async () => ({}),
  postJson: async (url: string, body: { locale: string; terms: Record<string, string> }) => {
    calls.push({ url, body });
    return Object.fromEntries(Object.keys(body.terms).map((k) => [k, `EN ${k}`]));
  },
}));

import { askedKey, bounded, replaceShown, STORED_MAX, startMissingTerms, storedMapKey } from './missing-terms';
import { $language, $packages } from './translation.store';

const page = `
  <h2>이번 주 라인업</h2>
  <p class="lead">후기 3개</p>
  <input placeholder="검색어 입력" />
  <img alt="이번 주 라인업" src="x.png" />
  <p>이번 주 라인업을 확인하세요</p>
  <astro-island><span>이번 주 라인업</span></astro-island>
`;
const listed = JSON.stringify([
  { s: '이번 주 라인업' },
  { s: '후기 {count}개', v: { count: 3 } },
  { s: '검색어 입력' },
]);
let stop = () => {};

beforeEach(() => {
  calls.length = 0;
  $packages.set({});
  $language.set('kr');
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = page;
  vi.useFakeTimers();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

const text = (selector: string) => document.querySelector(selector)?.textContent;

describe('a page’s missing terms in English (spec §4: source shown, queued, sent 2000 ms after the latest miss, merged)', () => {
  it('shows the source text, sends the page’s missing terms once 2000 ms after the latest miss, and writes the answers in', async () => {
    stop = startMissingTerms(listed, 'en');
    expect(text('h2')).toBe('이번 주 라인업');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/translation-ai/terms');
    expect(calls[0]?.body.locale).toBe('en');
    expect(Object.keys(calls[0]?.body.terms ?? {}).sort()).toEqual(['검색어 입력', '이번 주 라인업', '후기 {count}개']);
    expect(text('h2')).toBe('EN 이번 주 라인업');
    expect(text('.lead')).toBe('EN 후기 3개');
    expect(document.querySelector('input')?.getAttribute('placeholder')).toBe('EN 검색어 입력');
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('EN 이번 주 라인업');
    // Only whole texts are replaced, and an island's own text is left to the island.
    expect(text('p:not(.lead)')).toBe('이번 주 라인업을 확인하세요');
    expect(text('astro-island span')).toBe('이번 주 라인업');
    // The answer is kept for the next page.
    expect(JSON.parse(localStorage.getItem(storedMapKey('en')) ?? '{}')).toMatchObject({
      '이번 주 라인업': 'EN 이번 주 라인업',
    });
  });

  it('writes in a kept translation at once and asks only for the others', async () => {
    localStorage.setItem(storedMapKey('en'), JSON.stringify({ '이번 주 라인업': 'This week’s line-up' }));
    stop = startMissingTerms(listed, 'en');
    expect(text('h2')).toBe('This week’s line-up');
    await vi.advanceTimersByTimeAsync(2000);
    expect(Object.keys(calls[0]?.body.terms ?? {}).sort()).toEqual(['검색어 입력', '후기 {count}개']);
  });

  it('does not ask again in the same session for a term the shop had no translation for', async () => {
    sessionStorage.setItem(askedKey('en'), JSON.stringify(['이번 주 라인업', '후기 {count}개', '검색어 입력']));
    stop = startMissingTerms(listed, 'en');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
    expect(text('h2')).toBe('이번 주 라인업');
  });

  it('sends nothing for a page with no missing terms or a broken list', async () => {
    stop = startMissingTerms(undefined, 'en');
    startMissingTerms('[]', 'en');
    startMissingTerms('{not json', 'en');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
    expect(text('h2')).toBe('이번 주 라인업');
  });

  it('keeps at most STORED_MAX translations, the latest', () => {
    const many = Object.fromEntries(Array.from({ length: STORED_MAX + 5 }, (_, i) => [`문구 ${i}`, `Term ${i}`]));
    const kept = bounded(many);
    expect(Object.keys(kept)).toHaveLength(STORED_MAX);
    expect(kept['문구 0']).toBeUndefined();
    expect(kept[`문구 ${STORED_MAX + 4}`]).toBe(`Term ${STORED_MAX + 4}`);
  });

  it('replaces nothing for an empty or unchanged term', () => {
    expect(replaceShown(document, '', 'x')).toBe(0);
    expect(replaceShown(document, '이번 주 라인업', '이번 주 라인업')).toBe(0);
  });
});
