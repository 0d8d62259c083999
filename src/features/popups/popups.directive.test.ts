// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_READ_STORAGE_KEY } from '~/lib/constants';
import popupsDirective from './popups.directive';

const refs = (list: { id: number; type: string }[]) => JSON.stringify(list);
const storeReads = (reads: { id: number; read_at: Date }[]) =>
  localStorage.setItem(POPUP_READ_STORAGE_KEY, JSON.stringify(reads));

function island(value: string) {
  const el = document.createElement('astro-island');
  document.body.append(el);
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  popupsDirective(load, { name: 'PopupDialog', value }, el);
  return { el, load, hydrate };
}

beforeEach(() => {
  localStorage.clear();
  // The page has painted (the dialog hydrates only after the first paint: lib/directives/paint.ts).
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []) as PerformanceEntryList,
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  vi.setSystemTime(new Date(2026, 10, 27, 10));
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('client:popups', () => {
  it('a first visit (nothing stored): the dialog is shown at once and hydrated once the page has loaded', async () => {
    const { el, load, hydrate } = island(refs([{ id: 1, type: 'daily' }]));
    expect(el.hasAttribute('data-due')).toBe(true);
    window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('everything read: stays hidden and never loads the dialog (no React, no Swiper)', async () => {
    storeReads([
      { id: 1, read_at: new Date() },
      { id: 2, read_at: new Date(2026, 0, 1) },
    ]);
    const { el, load } = island(
      refs([
        { id: 1, type: 'daily' },
        { id: 2, type: 'normal' },
      ]),
    );
    window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(el.hasAttribute('data-due')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('spec 4: a daily popup read yesterday is due again today', () => {
    storeReads([{ id: 1, read_at: new Date(2026, 10, 26, 10) }]);
    const { el } = island(refs([{ id: 1, type: 'daily' }]));
    expect(el.hasAttribute('data-due')).toBe(true);
  });

  it('a press on the shown dialog hydrates it at once, before the page has finished loading', async () => {
    const { el, load } = island(refs([{ id: 3, type: 'normal' }]));
    el.dispatchEvent(new Event('pointerdown'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('no active popups or an unreadable value: nothing shows', () => {
    expect(island('[]').el.hasAttribute('data-due')).toBe(false);
    expect(island('not json').el.hasAttribute('data-due')).toBe(false);
  });
});
