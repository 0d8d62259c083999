import { describe, expect, it } from 'vitest';
import { placeOrderBody, reasonBody } from './order.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('order form messages use one particle, chosen by the field name', () => {
  it('asks for an empty address, name or reason with 를 or 을, never 을(를)', () => {
    const result = placeOrderBody.safeParse({
      orderer: { name: '', mobile: '010-1234-5678' },
      recipient: { name: '', mobile: '010-1234-5678', zonecode: '06236', address1: '' },
      lines: [1],
      payment_method: 'bank',
      agreements: { order: true, privacy_carrier: true },
    });
    const all = messages(result);
    expect(all).toContain('주소를 입력해 주세요.');
    expect(all).toContain('주문자 이름을 입력해 주세요.');
    expect(all).toContain('받는 분 이름을 입력해 주세요.');
    expect(all.join(' ')).not.toMatch(/\((을|를|은|는)\)/);
    expect(messages(reasonBody.safeParse({ reason: '' }))).toEqual(['사유를 입력해 주세요.']);
  });

  it('says a field is too long with 는 or 은', () => {
    const long = 'ㄱ'.repeat(201);
    const result = placeOrderBody.safeParse({ delivery_message: long });
    expect(messages(result)).toContain('배송 메시지는 200자 이하로 입력해 주세요.');
  });
});
