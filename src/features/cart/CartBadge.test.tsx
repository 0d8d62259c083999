// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartBadge } from './CartBadge';
import { $cartCountKnown, setCartCount } from './cart.store';

const labels = { text: '장바구니', none: '장바구니', one: '장바구니 1개', many: '장바구니 {count}개' };

afterEach(() => {
  cleanup();
  $cartCountKnown.set(false);
});

describe('CartBadge', () => {
  it('shows the count the page was rendered with, in the link name and the badge', () => {
    render(<CartBadge count={3} labels={labels} />);
    expect(screen.getByRole('link', { name: '장바구니 3개' }).getAttribute('href')).toBe('/shop/cart');
  });

  it('follows the shared cart store once something on the page changes the cart', () => {
    render(<CartBadge count={0} labels={labels} />);
    expect(screen.getByRole('link', { name: '장바구니' })).toBeTruthy();
    act(() => setCartCount(1));
    expect(screen.getByRole('link', { name: '장바구니 1개' })).toBeTruthy();
    act(() => setCartCount(120));
    expect(screen.getByRole('link').textContent).toContain('99+');
  });
});
