// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_READ_STORAGE_KEY } from '~/lib/constants';
import { postJson } from '~/lib/http';
import { goTo } from '~/lib/navigation';
import { carouselSlides, PopupDialog, type PopupDialogProps } from './PopupDialog';
import type { Popup } from './popups';
import { $popupReads, $popupsClosed } from './popups.store';

vi.mock('~/lib/navigation', () => ({ goTo: vi.fn() }));
vi.mock('~/lib/http', () => ({ postJson: vi.fn() }));

const popup = (id: number, extra: Partial<Popup> = {}): Popup => ({
  id,
  type: 'normal',
  title: `팝업 ${id}`,
  active: true,
  thumbnail_ko: `/img/${id}-ko.jpg`,
  thumbnail_en: `/img/${id}-en.jpg`,
  link: `/shop/product/${id}`,
  link_en: `/en/product/${id}`,
  ...extra,
});
const storedIds = () =>
  (JSON.parse(localStorage.getItem(POPUP_READ_STORAGE_KEY) ?? '[]') as { id: number }[]).map((r) => r.id);

async function open(popups: Popup[], props: Partial<PopupDialogProps> = {}) {
  const user = userEvent.setup();
  act(() => $popupsClosed.set(false));
  render(
    <>
      <button type="button">페이지 버튼</button>
      <PopupDialog popups={popups} {...props} />
    </>,
  );
  return user;
}

/** The front card; the cards stacked behind it are hidden from assistive technology. */
const slide = (title: string) => screen.getByRole('img', { name: title }).parentElement as HTMLElement;

beforeEach(() => {
  // Swiper warns that a card loop wants nine slides; it still loops with three, as a shop has.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Swiper Loop Warning')) warn(...args);
  });
  localStorage.clear();
  $popupReads.set([]);
  vi.mocked(postJson).mockResolvedValue(undefined);
  document.documentElement.lang = 'ko';
});
afterEach(() => {
  cleanup();
  act(() => $popupsClosed.set(false));
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('PopupDialog', () => {
  it('opens a modal dialog with the Korean images of the popups it is given', async () => {
    await open([popup(1), popup(2)]);
    const dialog = screen.getByRole('dialog', { name: '팝업 공지' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('img', { name: '팝업 1' }).getAttribute('src')).toBe('/img/1-ko.jpg');
  });

  it('shows the English images and takes the labels an English page passes', async () => {
    document.documentElement.lang = 'en';
    await open([popup(1)], { labels: { title: 'Notice', close: 'Close', confirm: 'OK' } });
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '팝업 1' }).getAttribute('src')).toBe('/img/1-en.jpg');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('renders nothing without popups', async () => {
    await open([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec 4, the carousel loops: two popups are dealt twice so the card effect can wrap, three or more once', () => {
    expect(carouselSlides([popup(1), popup(2)]).map((s) => s.popup.id)).toEqual([1, 2, 1, 2]);
    expect(carouselSlides([popup(1), popup(2), popup(3)]).map((s) => s.popup.id)).toEqual([1, 2, 3]);
    expect(carouselSlides([popup(1)]).map((s) => s.popup.id)).toEqual([1]);
  });

  it('close marks every popup read and closes', async () => {
    const user = await open([popup(1), popup(2)]);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedIds()).toEqual([1, 2]);
    expect(postJson).not.toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('confirm and Escape do the same as close', async () => {
    const user = await open([popup(1)]);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedIds()).toEqual([1]);

    localStorage.clear();
    $popupReads.set([]);
    cleanup();
    await open([popup(3)]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedIds()).toEqual([3]);
  });

  it('only the front card of the carousel is reachable, with the position shown as a fraction', async () => {
    await open([popup(1), popup(2), popup(3)]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('dialog').textContent).toContain('1 / 3');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await open([popup(1), popup(2), popup(3)]);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('clicking an image marks all read, closes, records the click and goes to the Korean link', async () => {
    window.innerWidth = 1280;
    const user = await open([popup(7)]);
    await user.click(slide('팝업 7'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storedIds()).toEqual([7]);
    expect(postJson).toHaveBeenCalledWith(
      '/api/v1/click-log',
      { click_id: 7, click_type: 'Popups', click_name: '팝업 7', platform: 'pc' },
      expect.anything(),
    );
    expect(goTo).toHaveBeenCalledWith('/shop/product/7');
  });

  it('on an English page the click goes to link_en and a narrow window records mobile', async () => {
    window.innerWidth = 1024;
    const user = await open([popup(8)], { lang: 'en' });
    await user.click(slide('팝업 8'));
    expect(vi.mocked(postJson).mock.calls[0]?.[1]).toMatchObject({ platform: 'mobile' });
    expect(goTo).toHaveBeenCalledWith('/en/product/8');
  });

  it('a popup without a link for the language records the click but goes nowhere', async () => {
    const user = await open([popup(9, { link: null })]);
    const image = slide('팝업 9');
    expect(image.tagName).toBe('BUTTON');
    await user.click(image);
    expect(postJson).toHaveBeenCalledTimes(1);
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed click record still follows the link', async () => {
    vi.mocked(postJson).mockRejectedValueOnce(new Error('500'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await open([popup(4)]);
    await user.click(slide('팝업 4'));
    expect(goTo).toHaveBeenCalledWith('/shop/product/4');
    error.mockRestore();
  });
});
