/**
 * Invalidation after commit. A write inside a transaction notes the tags it touched (`touch`);
 * `transact` runs the transaction and, once it has committed, invalidates them in every process
 * (`./invalidation.ts`). Never before: a page rendered between an early invalidation and the commit
 * would be kept with what the write was about to replace. A transaction that rolls back changed
 * nothing and invalidates nothing.
 */
import type { Db, Tx } from '../db/client.ts';
import { invalidate } from './invalidation.ts';

const touched = new WeakMap<object, Set<string>>();

/** Notes that `tx` changed what pages tagged `tagList` show. */
export function touch(tx: Tx, tagList: readonly string[]): void {
  let set = touched.get(tx);
  if (!set) {
    set = new Set();
    touched.set(tx, set);
  }
  for (const tag of tagList) set.add(tag);
}

/** `db.transaction(work)`, then the tags its writes touched are invalidated. */
export async function transact<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let opened: Tx | undefined;
  const result = await db.transaction((tx) => {
    opened = tx;
    return work(tx);
  });
  const tagSet = opened && touched.get(opened);
  if (tagSet?.size) await invalidate({ tags: [...tagSet] });
  return result;
}
