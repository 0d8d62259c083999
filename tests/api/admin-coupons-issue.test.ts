import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Audit, couponCalls, type Issue, type Problem, type Use } from '../support/admin-coupons';
import { adminShop } from '../support/admin-shop';
import { newMember } from '../support/shop-api';

// Issuing coupons in the back office over HTTP: to one member and to all within the per-member and
// total limits (a double submit issues once), the storefront's download refused past the total,
// and ending a coupon early.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const { as, create, detail, issue, auditOf, myCoupons } = couponCalls(() => shop as NonNullable<typeof shop>);
beforeAll(async () => {
  shop = await adminShop('admin_coupons_issue');
}, 180_000);
afterAll(() => shop?.stop());

describe('issuing', () => {
  it('issues to one member by login id or number, up to the per-member limit (409), never to an unknown member', async () => {
    const c = await create({ per_member_limit: 2 });
    const m = await newMember(base(), { prefix: 'one' });
    const owner = await as('owner');
    expect((await issue(owner, c.id, { target: 'member', member: m.id })).status).toBe(200);
    const held = await myCoupons(m.api);
    const no = (await auditOf('coupon', c.id)).data.length;
    const second = await owner.json<{ data: Use[] }>(owner.get(`/api/admin/coupons/${c.id}/uses`));
    expect(second.data.map((u) => u.mb_id)).toEqual([m.id]);
    const number = (
      await owner.json<{ data: { id: number; mb_id: string }[] }>(owner.get(`/api/admin/members?q=${m.id}`))
    ).data[0]?.id;
    expect((await issue(owner, c.id, { target: 'member', member: number })).status).toBe(200);
    const third = await issue(owner, c.id, { target: 'member', member: m.id });
    expect(third.status).toBe(409);
    expect(((await third.json()) as Problem).message).toContain('2장');
    expect((await myCoupons(m.api)).data.filter((x) => x.coupon_id === c.id)).toHaveLength(2);
    expect(held.data.filter((x) => x.coupon_id === c.id)).toHaveLength(1);
    const unknown = await issue(owner, c.id, { target: 'member', member: 'no-such-member-x' });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as Problem).errors.member).toBeDefined();
    expect((await issue(owner, c.id, { target: 'someone' })).status).toBe(422);
    expect(no).toBe(1);
    const memberAudit = await owner.json<Audit>(
      owner.get(`/api/admin/audit-log?entity_type=member&entity_id=${number}`),
    );
    expect(memberAudit.data.filter((a) => a.action === 'coupon')).toHaveLength(2);
  });

  it('issues to all members not blocked, skips those at their limit, and a double submit issues once', async () => {
    const c = await create();
    const blocked = await newMember(base(), { prefix: 'blk' });
    const fresh = await newMember(base(), { prefix: 'all' });
    const owner = await as('owner');
    const blockedNo = (await owner.json<{ data: { id: number }[] }>(owner.get(`/api/admin/members?q=${blocked.id}`)))
      .data[0]?.id;
    expect((await owner.request('PUT', `/api/admin/members/${blockedNo}/block`, { blocked: true })).status).toBe(200);
    expect((await issue(owner, c.id, { target: 'member', member: fresh.id })).status).toBe(200);

    const body = { target: 'all', request_key: `k-${randomUUID()}` };
    const [first, again] = await Promise.all([
      owner.post(`/api/admin/coupons/${c.id}/issue`, body),
      owner.post(`/api/admin/coupons/${c.id}/issue`, body),
    ]);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(again.status).toBe(200);
    const answers = [((await first.json()) as Issue).data, ((await again.json()) as Issue).data];
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(answers[0]?.issued).toBe(answers[1]?.issued);
    expect(answers[0]?.skipped).toBe(1);
    const after = await detail(c.id);
    expect(after.issued).toBe((answers[0]?.issued ?? 0) + 1);
    expect((await myCoupons(fresh.api)).data.filter((x) => x.coupon_id === c.id)).toHaveLength(1);
    const uses = await owner.json<{ data: Use[]; total: number }>(
      owner.get(`/api/admin/coupons/${c.id}/uses?per_page=500`),
    );
    expect(uses.total).toBe(after.issued);
    expect(uses.data.map((u) => u.mb_id)).not.toContain(blocked.id);
    const next = await issue(owner, c.id, { target: 'all' });
    expect(((await next.json()) as Issue).data).toMatchObject({ issued: 0, skipped: after.issued });
    const audit = await auditOf('coupon', c.id);
    expect(audit.data.filter((a) => a.action === 'issue')).toHaveLength(2);
  });

  it('refuses to issue past the total limit (409), to all at once or by download, and lists it no more', async () => {
    const owner = await as('owner');
    const few = await create({ total_limit: 1 });
    const all = await issue(owner, few.id, { target: 'all' });
    expect(all.status).toBe(409);
    expect(((await all.json()) as Problem).message).toContain('남은 수량');
    expect((await detail(few.id)).issued).toBe(0);

    const zone = await create({ total_limit: 1, downloadable: true });
    const [a, b] = [await newMember(base(), { prefix: 'dla' }), await newMember(base(), { prefix: 'dlb' })];
    const offers = async () =>
      (await b.api.json<{ data: { id: number }[] }>(b.api.get('/api/v1/coupons/downloadable'))).data.map((o) => o.id);
    expect(await offers()).toContain(zone.id);
    expect((await a.api.post(`/api/v1/coupons/${zone.id}/download`)).status).toBe(201);
    const late = await b.api.post(`/api/v1/coupons/${zone.id}/download`);
    expect(late.status).toBe(409);
    expect(((await late.json()) as Problem).message).toBe('준비된 수량이 모두 소진된 쿠폰입니다.');
    expect(await offers()).not.toContain(zone.id);
    const one = await issue(owner, zone.id, { target: 'member', member: b.id });
    expect(one.status).toBe(409);
    expect(await detail(zone.id)).toMatchObject({ issued: 1, remaining: 0 });
  });

  it('ends a coupon early: no more issuing or downloading, copies held stay usable; it may be opened again', async () => {
    const owner = await as('owner');
    const c = await create({ downloadable: true });
    const m = await newMember(base(), { prefix: 'end' });
    expect((await issue(owner, c.id, { target: 'member', member: m.id })).status).toBe(200);
    const url = `/api/admin/coupons/${c.id}/status`;
    expect((await owner.request('PUT', url, { closed: true })).status).toBe(200);
    expect((await detail(c.id)).state).toBe('ended');
    expect((await issue(owner, c.id, { target: 'all' })).status).toBe(409);
    const other = await newMember(base(), { prefix: 'end2' });
    expect((await other.api.post(`/api/v1/coupons/${c.id}/download`)).status).toBe(404);
    const usable = await m.api.json<{ data: { coupon_id: number; status: string }[] }>(m.api.get('/api/v1/my-coupons'));
    expect(usable.data.find((x) => x.coupon_id === c.id)?.status).toBe('usable');
    expect((await owner.request('PUT', url, { closed: false })).status).toBe(200);
    expect((await other.api.post(`/api/v1/coupons/${c.id}/download`)).status).toBe(201);
    const audit = await auditOf('coupon', c.id);
    expect(audit.data.filter((x) => x.action === 'status')).toHaveLength(2);
  });
});
