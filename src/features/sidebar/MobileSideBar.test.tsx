// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postJson } from '~/lib/http';
import { goTo } from '~/lib/navigation';
import { MobileSideBar, type MobileSideBarProps } from './MobileSideBar';
import type { Category } from './sidebar';
import { closeSidebar, openSidebar } from './sidebar.store';

vi.mock('~/lib/navigation', () => ({ goTo: vi.fn() }));
vi.mock('~/lib/http', () => ({ postJson: vi.fn() }));

const node = (id: number, name: string, name_en: string, descendants: Category[] = []): Category => ({
  id,
  name,
  name_en,
  descendants,
});
const tree = [
  node(1, '캔들 재료', 'Candle supplies', [
    node(3, '왁스', 'Wax', [node(5, '소이 왁스', 'Soy wax')]),
    node(4, '심지', 'Wicks'),
  ]),
  node(2, '디퓨저', 'Diffusers'),
  node(12, '세일', 'Sale', [node(13, '왁스 세일', 'Wax sale')]),
];
const social = { instagram: 'https://instagram.test/evans', youtube: '', blog: 'https://blog.test', kakao: '' };

function setup(props: Partial<MobileSideBarProps> = {}) {
  const user = userEvent.setup();
  render(
    <>
      <button type="button" data-sidebar-open>
        메뉴 열기
      </button>
      <MobileSideBar tree={tree} lang="kr" loggedIn={false} social={social} {...props} />
    </>,
  );
  return user;
}

async function setupOpen(props: Partial<MobileSideBarProps> = {}) {
  const user = setup(props);
  await user.click(screen.getByRole('button', { name: '메뉴 열기' }));
  return { user, bar: screen.getByRole('dialog', { name: '메뉴' }) };
}

const categoryMenu = () => screen.getByRole('navigation', { name: /카테고리|캔들 재료|왁스/ });

beforeEach(() => {
  vi.mocked(postJson).mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  act(() => closeSidebar());
  vi.clearAllMocks();
});

describe('MobileSideBar', () => {
  it('stays hidden until something opens it', () => {
    setup();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal drawer labelled menu when a data-sidebar-open element is clicked', async () => {
    const { bar } = await setupOpen();
    expect(bar.getAttribute('aria-modal')).toBe('true');
    expect(bar.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('opens as soon as it is hydrated by the press that asked for it (openOnMount)', () => {
    render(<MobileSideBar tree={tree} lang="kr" loggedIn={false} social={social} openOnMount />);
    expect(screen.getByRole('dialog', { name: '메뉴' })).toBeTruthy();
  });

  it('a category with children drills down, and Back returns one level', async () => {
    const { user } = await setupOpen();
    await user.click(screen.getByRole('button', { name: '캔들 재료' }));
    expect(within(categoryMenu()).getByRole('heading', { name: '캔들 재료' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '뒤로' }));
    await user.click(screen.getByRole('button', { name: '왁스' }));
    expect(screen.getByRole('link', { name: '소이 왁스' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '전체 보기' }).getAttribute('href')).toBe('/shop/category/3');

    await user.click(screen.getByRole('button', { name: '뒤로' }));
    expect(within(categoryMenu()).getByRole('heading', { name: '캔들 재료' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '심지' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '뒤로' }));
    expect(screen.getByRole('button', { name: '캔들 재료' })).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Back at the top level closes the bar and gives focus back to the menu button', async () => {
    const { user } = await setupOpen();
    await user.click(screen.getByRole('button', { name: '뒤로' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '메뉴 열기' }));
  });

  it('a leaf navigates to its category page through goTo and closes the bar', async () => {
    const { user } = await setupOpen();
    await user.click(screen.getByRole('link', { name: '디퓨저' }));
    expect(goTo).toHaveBeenCalledWith('/shop/category/2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows category names in English when the language is en', async () => {
    await setupOpen({ lang: 'en' });
    expect(screen.getByRole('button', { name: 'Candle supplies' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '캔들 재료' })).toBeNull();
  });

  it('Escape and a click on the overlay close the bar', async () => {
    const { user } = await setupOpen();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openSidebar());
    const overlay = document.querySelector('.sidebar__overlay');
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the bar', async () => {
    const { user, bar } = await setupOpen();
    await user.tab({ shift: true });
    expect(bar.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(bar.contains(document.activeElement)).toBe(true);
  });

  it('the Sale section expands to the whole sale and its sub-categories, and Sale is not in the drill-down', async () => {
    const { user } = await setupOpen();
    expect(within(categoryMenu()).queryByRole('button', { name: '세일' })).toBeNull();
    const toggle = screen.getByRole('button', { name: '세일' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: '세일 전체 보기' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '세일 전체 보기' }).getAttribute('href')).toBe('/shop/category/12');
    expect(screen.getByRole('link', { name: '왁스 세일' }).getAttribute('href')).toBe('/shop/category/13');
  });

  it('links to every fixed destination of the side bar and to the social channels that have an address', async () => {
    const { bar } = await setupOpen();
    const hrefs = within(bar)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const path of [
      '/shop/new-item',
      '/shop/best-seller',
      '/tssa',
      '/tssa/about',
      '/tssa/category',
      '/tssa/class-product',
      '/tssa/books',
      '/tssa/notice',
      '/tssa/studio',
      '/contents/diy',
      '/contents/promotion',
      '/custom/fragrance',
      '/shop/recently-viewed',
      '/customer/center',
      '/customer/notice',
      '/customer/faq',
      '/customer/product-inquiry',
      '/customer/shipment-cost',
      '/customer/wholesale-apply',
      '/customer/dealer-apply',
      '/my-page/inquiry',
      '/customer/bulk-request',
      '/customer/class-inquiry',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(social.instagram);
    expect(screen.getByRole('link', { name: '블로그' }).getAttribute('href')).toBe(social.blog);
    expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
  });

  it('an empty search keyword does nothing', async () => {
    const { user } = await setupOpen();
    await user.type(screen.getByRole('searchbox', { name: '상품 검색' }), '   ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a search keyword goes to the product search and closes the bar', async () => {
    const { user } = await setupOpen();
    await user.type(screen.getByRole('searchbox', { name: '상품 검색' }), '소이 왁스{Enter}');
    expect(goTo).toHaveBeenCalledWith('/shop/search?keyword=%EC%86%8C%EC%9D%B4+%EC%99%81%EC%8A%A4');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a visitor sees sign-up and login', async () => {
    await setupOpen({ loggedIn: false });
    expect(screen.getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
    expect(screen.queryByRole('link', { name: '마이페이지' })).toBeNull();
  });

  it('a member sees logout and my page, and logout posts to the API then goes home', async () => {
    const { user } = await setupOpen({ loggedIn: true });
    expect(screen.getByRole('link', { name: '마이페이지' }).getAttribute('href')).toBe('/my-page');
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
    expect(screen.queryByRole('link', { name: '회원가입' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(postJson).toHaveBeenCalledWith('/api/v1/logout');
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('a failed logout stays put so the member can try again', async () => {
    vi.mocked(postJson).mockRejectedValueOnce(new Error('500'));
    const { user } = await setupOpen({ loggedIn: true });
    const logout = screen.getByRole('button', { name: '로그아웃' });
    await user.click(logout);
    expect(goTo).not.toHaveBeenCalled();
    expect(logout.hasAttribute('disabled')).toBe(false);
  });

  it('takes the labels the page passes, e.g. English', async () => {
    setup({ labels: { menu: 'Menu', back: 'Back' } });
    act(() => openSidebar());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
