// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { $cartCount, setCartCount, takeCount } from './cart.store';
import { badgeText, cartLinkLabel } from './cart-badge';

const ko = { none: '장바구니', one: '장바구니 1개', many: '장바구니 {count}개' };
const en = { none: 'Cart', one: 'Cart, 1 item', many: 'Cart, {count} items' };

describe('the cart link accessible name', () => {
  it('names the count of lines', () => {
    expect(cartLinkLabel(3, ko)).toBe('장바구니 3개');
    expect(cartLinkLabel(3, en)).toBe('Cart, 3 items');
    expect(cartLinkLabel(1, en)).toBe('Cart, 1 item');
  });

  it('is just the cart when it is empty', () => {
    expect(cartLinkLabel(0, en)).toBe('Cart');
  });

  it('the badge caps at 99+', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(7)).toBe('7');
  });
});

describe('the cart count store', () => {
  it('takes the count of a cart answer and ignores anything else', () => {
    setCartCount(2);
    takeCount({ line: {}, count: 5 });
    expect($cartCount.get()).toBe(5);
    takeCount({ message: 'x' });
    takeCount(undefined);
    setCartCount('abc');
    setCartCount(-1);
    expect($cartCount.get()).toBe(5);
  });

  it('each change tells the page (cart:change), which hydrates the header badge island', () => {
    let heard = 0;
    window.addEventListener('cart:change', () => {
      heard += 1;
    });
    setCartCount(3);
    setCartCount('abc');
    expect(heard).toBe(1);
  });
});
