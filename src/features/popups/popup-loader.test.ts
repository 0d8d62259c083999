// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_READ_STORAGE_KEY } from '~/lib/constants';
import { mountPopups } from './mount-popups';
import { startPopups } from './popup-loader';

vi.mock('./mount-popups', () => ({ mountPopups: vi.fn() }));

const today = new Date(2025, 6, 15, 10);
const yesterday = new Date(2025, 6, 14, 10);

function renderPage(popups: unknown, host = '<div id="popup-host" data-lang="en" data-close="Close"></div>') {
  document.body.innerHTML = `<script type="application/json" id="popup-state">${JSON.stringify(popups)}</script>${host}`;
}
const storeReads = (reads: { id: number; read_at: Date }[]) =>
  localStorage.setItem(POPUP_READ_STORAGE_KEY, JSON.stringify(reads));

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'ko';
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

describe('startPopups', () => {
  it('loads nothing when there is no active popup', async () => {
    renderPage([]);
    await startPopups(today);
    expect(mountPopups).not.toHaveBeenCalled();
  });

  it('loads nothing when every popup is read: a normal one ever, a daily one today', async () => {
    renderPage([
      { id: 1, type: 'normal' },
      { id: 2, type: 'daily' },
    ]);
    storeReads([
      { id: 1, read_at: new Date(2024, 0, 3) },
      { id: 2, read_at: today },
    ]);
    await startPopups(today);
    expect(mountPopups).not.toHaveBeenCalled();
  });

  it('mounts the dialog in the host, with its language and labels, when a daily popup was read only yesterday', async () => {
    renderPage([{ id: 2, type: 'daily' }]);
    storeReads([{ id: 2, read_at: yesterday }]);
    await startPopups(today);
    expect(mountPopups).toHaveBeenCalledWith(document.getElementById('popup-host'), {
      lang: 'en',
      labels: { close: 'Close' },
    });
  });

  it("takes the page's language when the host names none, and a broken stored list counts as nothing read", async () => {
    renderPage([{ id: 1, type: 'normal' }], '<div id="popup-host"></div>');
    localStorage.setItem(POPUP_READ_STORAGE_KEY, '{broken');
    await startPopups(today);
    expect(mountPopups).toHaveBeenCalledWith(expect.anything(), { lang: 'ko', labels: {} });
  });

  it('does nothing on a page without the popup host', async () => {
    renderPage([{ id: 1, type: 'normal' }], '');
    await startPopups(today);
    expect(mountPopups).not.toHaveBeenCalled();
  });

  it('keeps React and Swiper out of the script every page runs', () => {
    for (const file of ['./popup-loader.ts', './popup-reads.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const staticImports = source.match(/^import [^;]+;/gm) ?? [];
      expect(staticImports.join('\n')).not.toMatch(/react|swiper|mount-popups|popups\.store|~\/lib\/http/);
    }
  });
});
