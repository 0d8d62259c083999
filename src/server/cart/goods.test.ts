import { describe, expect, it } from 'vitest';
import { ConflictError } from '../http/errors.ts';
import { checkStock, type Goods } from './goods.ts';

const goods = (over: Partial<Goods['product']> = {}, option: Goods['option'] = null): Goods => ({
  product: {
    name: '소이왁스',
    base_price: 12000,
    discount_rate: 0,
    stock: 5,
    status: 'active',
    has_options: false,
    ...over,
  },
  option,
});

function conflict(fn: () => unknown): ConflictError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConflictError) return err;
    throw err;
  }
  throw new Error('no conflict');
}

describe('adding more than the stock', () => {
  it('is allowed up to the stock', () => {
    expect(checkStock(goods(), 5)).toBe(5);
  });

  it('is a 409 naming the product and how many can be ordered', () => {
    const err = conflict(() => checkStock(goods(), 6));
    expect(err.status).toBe(409);
    expect(err.message).toBe("'소이왁스' 상품의 재고가 부족합니다. 5개까지 주문할 수 있습니다.");
    expect(err.extra).toEqual({ stock: 5, in_cart: 0 });
  });

  it('counts what the cart already holds', () => {
    const err = conflict(() => checkStock(goods(), 7, 4));
    expect(err.message).toContain('장바구니에 4개가 있어 1개까지 더 담을 수 있습니다.');
  });

  it('uses the option stock and names the option', () => {
    const option = { id: 1, name: '100ml', price_delta: 5000, stock: 2, is_active: true };
    const err = conflict(() => checkStock(goods({ has_options: true }, option), 3));
    expect(err.message).toContain("'소이왁스 (100ml)'");
  });
});

describe('goods that cannot be bought', () => {
  it('sold out is a 409 saying so', () => {
    expect(conflict(() => checkStock(goods({ stock: 0 }), 1)).message).toBe("'소이왁스' 상품은 품절되었습니다.");
  });

  it('no price is a 409 saying it cannot be bought now', () => {
    expect(conflict(() => checkStock(goods({ base_price: null }), 1)).message).toContain('지금 구매할 수 없습니다');
  });
});
