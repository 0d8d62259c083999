import { describe, expect, it } from 'vitest';
import { ConflictError } from '../http/errors';
import { soldOutConflict } from './order.serializer';
import { SoldOutError } from './placement.service';

describe('a sold-out refusal on the wire', () => {
  it('is a 409 naming the products, with each line under the storefront names it_id and it_name', () => {
    const err = soldOutConflict(
      new SoldOutError([
        { product_id: 3, option_id: null, name: '소이 캔들', stock: 0 },
        { product_id: 5, option_id: 12, name: '향 오일', stock: 2 },
        { product_id: 5, option_id: 13, name: '향 오일', stock: 0 },
      ]),
    );
    expect(err).toBeInstanceOf(ConflictError);
    expect(err.status).toBe(409);
    expect(JSON.stringify({ message: err.message, ...err.extra })).toBe(
      '{"message":"품절되었거나 재고가 부족한 상품이 있습니다: 소이 캔들, 향 오일","sold_out":[' +
        '{"it_id":3,"option_id":null,"it_name":"소이 캔들","stock":0},' +
        '{"it_id":5,"option_id":12,"it_name":"향 오일","stock":2},' +
        '{"it_id":5,"option_id":13,"it_name":"향 오일","stock":0}]}',
    );
  });
});
