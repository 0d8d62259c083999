import { beforeEach, describe, expect, it } from 'vitest';
import { auditPage, recordAudit } from '~/server/audit/audit.service';
import { getDb } from '~/server/db/client';
import { members, notices } from '~/server/db/schema';
import { updateNotice } from '~/server/notices/notice-admin.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

async function anAdmin() {
  const db = await getDb();
  const [row] = await db
    .insert(members)
    .values({
      login_id: 'ops',
      name: '운영자',
      mobile: '010-0000-0000',
      email: 'ops@example.com',
      password_hash: 'x',
      admin_role: 'owner',
    })
    .returning({ id: members.id });
  return { id: row?.id as number, login_id: 'ops', requestId: 'req-1' };
}

async function aNotice() {
  const db = await getDb();
  const [row] = await db.insert(notices).values({ board: 'shop', title: '배송 안내', body: '<p>본문</p>' }).returning();
  return row as typeof notices.$inferSelect;
}

const input = (over: Record<string, unknown> = {}) => ({
  title: '배송 일정 안내',
  title_en: '',
  body: '<p>본문</p>',
  body_en: '',
  is_pinned: false,
  published_at: undefined,
  remove_files: [],
  ...over,
});

describe('the audit log', () => {
  it("records an administrator's change with who, which record and the fields before and after", async () => {
    const actor = await anAdmin();
    const notice = await aNotice();
    await updateNotice(actor, notice.id, input({ is_pinned: true }), []);
    const page = await auditPage({ entityType: 'notice', entityId: notice.id, page: 1, perPage: 10 });
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      actor_id: actor.id,
      actor_login: 'ops',
      action: 'update',
      entity_type: 'notice',
      entity_id: notice.id,
      request_id: 'req-1',
      changes: { title: { before: '배송 안내', after: '배송 일정 안내' }, is_pinned: { before: false, after: true } },
    });
    expect(page.data[0]?.changes).not.toHaveProperty('body');
  });

  it('keeps no row of a change whose transaction rolls back', async () => {
    const actor = await anAdmin();
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: 'create', entityType: 'faq', entityId: 1, changes: {} });
        throw new Error('the change failed after it was recorded');
      }),
    ).rejects.toThrow('the change failed');
    expect((await auditPage({ page: 1, perPage: 10 })).total).toBe(0);
  });

  it('records nothing for a save that changed nothing, and nothing for one refused', async () => {
    const actor = await anAdmin();
    const notice = await aNotice();
    await updateNotice(actor, notice.id, input({ title: '배송 안내' }), []);
    await expect(updateNotice(actor, notice.id, input({ remove_files: [999] }), [])).rejects.toMatchObject({
      status: 422,
    });
    expect((await auditPage({ page: 1, perPage: 10 })).total).toBe(0);
  });
});
