import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { touch, transact } from '~/server/cache/after-commit';
import { onInvalidate } from '~/server/cache/invalidation';
import { getDb } from '~/server/db/client';

// Writes invalidate what they touched once their transaction has committed, never before, and a
// transaction that rolls back invalidates nothing (src/server/cache/after-commit.ts).
describe('invalidation after commit', () => {
  it('invalidates the touched tags once, after the transaction has committed', async () => {
    const db = await getDb();
    const events: string[] = [];
    const off = onInvalidate((what) => events.push(`invalidated ${what.tags.join(' ')}`));
    try {
      const result = await transact(db, async (tx) => {
        await tx.execute(sql`select 1`);
        touch(tx, ['product:1', 'products']);
        touch(tx, ['product:1']);
        events.push('work done');
        return 'ok';
      });
      events.push('returned');
      expect(result).toBe('ok');
    } finally {
      off();
    }
    expect(events).toEqual(['work done', 'invalidated product:1 products', 'returned']);
  });

  it('invalidates nothing when the transaction rolls back', async () => {
    const db = await getDb();
    const events: string[] = [];
    const off = onInvalidate((what) => events.push(what.tags.join(' ')));
    try {
      await expect(
        transact(db, async (tx) => {
          touch(tx, ['product:2']);
          throw new Error('out of stock');
        }),
      ).rejects.toThrow('out of stock');
    } finally {
      off();
    }
    expect(events).toEqual([]);
  });

  it('invalidates nothing for a transaction that touched nothing', async () => {
    const db = await getDb();
    const events: string[] = [];
    const off = onInvalidate((what) => events.push(what.tags.join(' ')));
    await transact(db, async (tx) => tx.execute(sql`select 1`));
    off();
    expect(events).toEqual([]);
  });
});
