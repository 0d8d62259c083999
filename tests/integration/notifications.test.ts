import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { members, notifications } from '~/server/db/schema';
import { NotFoundError } from '~/server/http/errors';
import { memberCounts } from '~/server/members/auth.service';
import {
  assertOwnMbId,
  markRead,
  notificationPage,
  notifyMember,
  removeAllNotifications,
  removeNotification,
  unreadCount,
} from '~/server/notifications/notification.service';
import { resetDatabase } from '../support/db';

beforeEach(resetDatabase);

async function aMember(login: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(members)
    .values({
      login_id: login,
      name: login,
      mobile: '010-0000-0000',
      email: `${login}@example.com`,
      password_hash: 'x',
    })
    .returning({ id: members.id });
  if (!row) throw new Error('no member');
  return row.id;
}

/** Notifications n minutes old, oldest first in the array. */
async function notes(memberId: number, count: number, read = false): Promise<number[]> {
  const db = await getDb();
  const now = Date.now();
  const rows = await db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        member_id: memberId,
        title: `알림 ${i + 1}`,
        created_at: new Date(now - (count - i) * 60_000),
        read_at: read ? new Date(now) : null,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

describe('notification list', () => {
  it('holds only the member’s own notifications, newest first', async () => {
    const me = await aMember('me');
    const other = await aMember('other');
    await notes(me, 3);
    await notes(other, 2);
    const page = await notificationPage(me, { page: 1, perPage: 10 });
    expect(page.total).toBe(3);
    expect(page.data.map((n) => n.title)).toEqual(['알림 3', '알림 2', '알림 1']);
  });

  it('is paginated in the spec’s shape', async () => {
    const me = await aMember('me');
    await notes(me, 12);
    const second = await notificationPage(me, { page: 2, perPage: 10 });
    expect(second).toMatchObject({ current_page: 2, from: 11, to: 12, last_page: 2, per_page: 10, total: 12 });
    expect(second.data).toHaveLength(2);
  });

  it('reports the unread count: entries without read_at', async () => {
    const me = await aMember('me');
    await notes(me, 2);
    await notes(me, 3, true);
    expect((await notificationPage(me, { page: 1, perPage: 10 })).unread_count).toBe(2);
    expect(await unreadCount(me)).toBe(2);
  });

  it('answers 404 for an mb_id that is not the member’s own', () => {
    expect(() => assertOwnMbId('demo', 'someone')).toThrow(NotFoundError);
    expect(() => assertOwnMbId('demo', 'DEMO')).not.toThrow();
    expect(() => assertOwnMbId('demo', undefined)).not.toThrow();
  });
});

describe('login-check notification_count', () => {
  it('counts unread notifications only, and only the member’s', async () => {
    const me = await aMember('me');
    const other = await aMember('other');
    const [first] = await notes(me, 3);
    await notes(me, 4, true);
    await notes(other, 5);
    expect((await memberCounts(me)).notification_count).toBe(3);
    await markRead(me, first as number);
    expect((await memberCounts(me)).notification_count).toBe(2);
  });
});

describe('marking read', () => {
  it('is idempotent: a second call keeps the first read time', async () => {
    const me = await aMember('me');
    const [id] = (await notes(me, 2)) as [number];
    const first = await markRead(me, id);
    expect(first.notification.read_at).not.toBeNull();
    expect(first.unread_count).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    const again = await markRead(me, id);
    expect(again.notification.read_at).toEqual(first.notification.read_at);
    expect(again.unread_count).toBe(1);
  });

  it('treats another member’s notification as missing and leaves it unread', async () => {
    const me = await aMember('me');
    const other = await aMember('other');
    const [theirs] = (await notes(other, 1)) as [number];
    await expect(markRead(me, theirs)).rejects.toBeInstanceOf(NotFoundError);
    expect(await unreadCount(other)).toBe(1);
  });
});

describe('deleting', () => {
  it('one removes that notification and answers the new unread count', async () => {
    const me = await aMember('me');
    const [a, b] = (await notes(me, 2)) as [number, number];
    expect(await removeNotification(me, a)).toEqual({ id: a, unread_count: 1 });
    const left = await notificationPage(me, { page: 1, perPage: 10 });
    expect(left.data.map((n) => n.id)).toEqual([b]);
  });

  it('one of another member’s is a 404 and deletes nothing', async () => {
    const me = await aMember('me');
    const other = await aMember('other');
    const [theirs] = (await notes(other, 1)) as [number];
    await expect(removeNotification(me, theirs)).rejects.toBeInstanceOf(NotFoundError);
    await expect(removeNotification(me, 999_999)).rejects.toBeInstanceOf(NotFoundError);
    expect((await notificationPage(other, { page: 1, perPage: 10 })).total).toBe(1);
  });

  it('all removes every one of the member’s, read or not, and no one else’s', async () => {
    const me = await aMember('me');
    const other = await aMember('other');
    await notes(me, 2);
    await notes(me, 2, true);
    await notes(other, 3);
    expect(await removeAllNotifications(me)).toEqual({ deleted: 4, unread_count: 0 });
    expect(await removeAllNotifications(me)).toEqual({ deleted: 0, unread_count: 0 });
    expect((await notificationPage(other, { page: 1, perPage: 10 })).total).toBe(3);
  });
});

describe('notifyMember', () => {
  it('adds an unread notification inside the caller’s transaction', async () => {
    const me = await aMember('me');
    const db = await getDb();
    await db.transaction(async (tx) => {
      await notifyMember(me, { title: '주문이 발송되었습니다.', link: '/my-page/order' }, tx);
    });
    const page = await notificationPage(me, { page: 1, perPage: 10 });
    expect(page.data[0]).toMatchObject({
      title: '주문이 발송되었습니다.',
      body: '',
      link: '/my-page/order',
      read_at: null,
    });
    expect(page.unread_count).toBe(1);
  });
});
