import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { page, visitors } from '../support/html';

// The shop settings an owner edits: customer service, the bank account, the business details with
// their English, the shipping fee and threshold, and the exchange rate; every page shows a change at once.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_settings');
}, 180_000);
afterAll(() => shop?.stop());

type Settings = Record<string, string | number>;
const current = async () => {
  const owner = await as('owner');
  return (await owner.json<{ data: Settings }>(owner.get('/api/admin/settings'))).data;
};
const save = async (change: Settings, who: Role = 'owner') => {
  const api = await as(who);
  return api.request('PUT', '/api/admin/settings', { ...(await current()), ...change });
};

describe('shop settings', () => {
  it('are an owner’s: a manager and staff get 403, a member 403, a visitor 401', async () => {
    expect((await current()).phone).toBe('1588-0000');
    expect((await (await as('manager')).get('/api/admin/settings')).status).toBe(403);
    expect((await save({ phone: '1588-1111' }, 'manager')).status).toBe(403);
    expect((await (await as('staff')).get('/api/admin/settings')).status).toBe(403);
    expect((await (await as('member')).get('/api/admin/settings')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/settings')).status).toBe(401);
    expect((await (await as('manager')).get('/admin/settings')).status).toBe(403);
  });

  it('a change shows on every page at once, in both languages, and is audited field by field', async () => {
    const res = await save({ phone: '1588-2468', ceo_en: 'Evan K. Kim', free_threshold: 70_000 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).message).toBe('설정이 저장되었습니다.');
    const { ko, en } = visitors((shop as NonNullable<typeof shop>).url);
    const korean = await page(ko, '/customer/center');
    expect(korean).toContain('1588-2468');
    expect(korean).toContain('₩70,000 이상 구매 시 무료배송');
    const english = await page(en, '/customer/center');
    expect(english).toContain('CEO Evan K. Kim');
    expect(english).toContain('Free shipping over $50');
    const owner = await as('owner');
    const audit = await owner.json<{ data: { entity_type: string; changes: Record<string, unknown> }[] }>(
      owner.get('/api/admin/audit-log?entity_type=settings'),
    );
    expect(audit.data[0]?.changes).toEqual({
      phone: { before: '1588-0000', after: '1588-2468' },
      ceo_en: { before: 'Evan Kim', after: 'Evan K. Kim' },
      free_threshold: { before: 50_000, after: 70_000 },
    });
  });

  it('refuses bad fields with 422 and their Korean messages, and changes nothing', async () => {
    const res = await save({
      phone: '전화',
      email: 'help-at-shop',
      registration_no: '12345',
      base_fee: -1,
      free_threshold: 1.5,
      krw_per_usd: 0,
      holder: '  ',
    });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors).toMatchObject({
      phone: ['대표 전화는 숫자와 -로 입력해 주세요.'],
      email: ['이메일 형식이 올바르지 않습니다.'],
      registration_no: ['사업자등록번호는 000-00-00000 형식으로 입력해 주세요.'],
      base_fee: ['기본 배송비는 0원 이상이어야 합니다.'],
      free_threshold: ['무료배송 기준 금액은 원 단위 정수로 입력해 주세요.'],
      krw_per_usd: ['환율은 1달러에 100원 이상이어야 합니다.'],
      holder: ['예금주를 입력해 주세요.'],
    });
    expect((await current()).phone).toBe('1588-2468');
  });
});
