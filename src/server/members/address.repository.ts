import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { memberAddresses, members } from '../db/schema/index.ts';

export type SavedAddress = typeof memberAddresses.$inferSelect;
export type AddressFields = Pick<
  SavedAddress,
  'label' | 'recipient_name' | 'recipient_mobile' | 'zonecode' | 'address1' | 'address2'
>;

/** The member's addresses, the default first, then in the order they were added. */
export async function addressesOf(db: Executor, memberId: number): Promise<SavedAddress[]> {
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.member_id, memberId))
    .orderBy(desc(memberAddresses.is_default), asc(memberAddresses.id));
}

export async function addressOf(db: Executor, memberId: number, id: number): Promise<SavedAddress | undefined> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.member_id, memberId)));
  return row;
}

/** Locks the member row: one member's address changes (the count, the default) happen one at a time. */
export async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function countAddresses(db: Executor, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberAddresses).where(eq(memberAddresses.member_id, memberId));
  return Number(row?.n ?? 0);
}

/** The member's address with these very fields, if one is saved already. */
export async function sameAddress(db: Executor, memberId: number, a: AddressFields): Promise<SavedAddress | undefined> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(
      and(
        eq(memberAddresses.member_id, memberId),
        eq(memberAddresses.recipient_name, a.recipient_name),
        eq(memberAddresses.recipient_mobile, a.recipient_mobile),
        eq(memberAddresses.zonecode, a.zonecode),
        eq(memberAddresses.address1, a.address1),
        eq(memberAddresses.address2, a.address2),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAddress(
  tx: Tx,
  memberId: number,
  a: AddressFields & { is_default: boolean },
  now: Date,
): Promise<SavedAddress> {
  const [row] = await tx
    .insert(memberAddresses)
    .values({ ...a, member_id: memberId, created_at: now, updated_at: now })
    .returning();
  if (!row) throw new Error('address not saved');
  return row;
}

export async function updateAddress(tx: Tx, memberId: number, id: number, a: AddressFields, now: Date) {
  const [row] = await tx
    .update(memberAddresses)
    .set({ ...a, updated_at: now })
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.member_id, memberId)))
    .returning();
  return row;
}

/** Makes one address the default and every other of the member's not (the others first: one default at a time). */
export async function setDefault(tx: Tx, memberId: number, id: number, now: Date): Promise<void> {
  await tx
    .update(memberAddresses)
    .set({ is_default: false, updated_at: now })
    .where(
      and(eq(memberAddresses.member_id, memberId), eq(memberAddresses.is_default, true), ne(memberAddresses.id, id)),
    );
  await tx
    .update(memberAddresses)
    .set({ is_default: true, updated_at: now })
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.member_id, memberId)));
}

export async function deleteAddress(tx: Tx, memberId: number, id: number): Promise<SavedAddress | undefined> {
  const [row] = await tx
    .delete(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.member_id, memberId)))
    .returning();
  return row;
}
