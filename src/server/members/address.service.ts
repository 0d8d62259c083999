/**
 * Saved delivery addresses (배송지 관리): a member keeps up to 20; at most one is the default, the one
 * the order form fills in first. The first address saved becomes the default, and when the default
 * is deleted the oldest one left takes its place. Every change holds the member's lock, so the
 * count and the default stay right when two requests arrive together. Another member's address
 * is not found (404), exactly as one that does not exist.
 */
import { getDb, type Tx } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import {
  type AddressFields,
  addressesOf,
  addressOf,
  countAddresses,
  deleteAddress as deleteRow,
  insertAddress,
  lockMember,
  type SavedAddress,
  sameAddress,
  setDefault,
  updateAddress as updateRow,
} from './address.repository.ts';
import { type AddressInput, MAX_ADDRESSES } from './address.schema.ts';

export type { SavedAddress } from './address.repository.ts';

export const ADDRESS_MESSAGES = {
  notFound: '배송지를 찾을 수 없습니다.',
  full: `배송지는 ${MAX_ADDRESSES}개까지 저장할 수 있습니다. 쓰지 않는 배송지를 삭제한 뒤 추가해 주세요.`,
  keepDefault: '기본 배송지는 다른 배송지를 기본으로 정하면 바뀝니다.',
} as const;

/** A member's saved delivery addresses, the default first, then in the order they were added. */
export async function savedAddresses(memberId: number): Promise<SavedAddress[]> {
  return addressesOf(await getDb(), memberId);
}

export async function savedAddress(memberId: number, id: number): Promise<SavedAddress> {
  const row = await addressOf(await getDb(), memberId, id);
  if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
  return row;
}

const fieldsOf = (a: AddressInput): AddressFields => ({
  label: a.label || a.recipient_name,
  recipient_name: a.recipient_name,
  recipient_mobile: a.recipient_mobile,
  zonecode: a.zonecode,
  address1: a.address1,
  address2: a.address2,
});

/** Saves a new address, under the member's lock taken by the caller: the 21st is a 422. */
async function addIn(tx: Tx, memberId: number, fields: AddressFields, makeDefault: boolean, now: Date, key: string) {
  const count = await countAddresses(tx, memberId);
  if (count >= MAX_ADDRESSES) throw new ValidationError({ [key]: [ADDRESS_MESSAGES.full] });
  const row = await insertAddress(tx, memberId, { ...fields, is_default: false }, now);
  if (makeDefault || count === 0) {
    await setDefault(tx, memberId, row.id, now);
    return { ...row, is_default: true };
  }
  return row;
}

export async function addAddress(memberId: number, input: AddressInput, now = new Date()): Promise<SavedAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    return addIn(tx, memberId, fieldsOf(input), input.is_default === true, now, 'addresses');
  });
}

/** Changes an address; `is_default: true` makes it the default, and the default cannot be unmade by itself. */
export async function changeAddress(
  memberId: number,
  id: number,
  input: AddressInput,
  now = new Date(),
): Promise<SavedAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const before = await addressOf(tx, memberId, id);
    if (!before) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    if (before.is_default && input.is_default === false) {
      throw new ValidationError({ is_default: [ADDRESS_MESSAGES.keepDefault] });
    }
    const row = await updateRow(tx, memberId, id, fieldsOf(input), now);
    if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    if (input.is_default && !before.is_default) {
      await setDefault(tx, memberId, id, now);
      return { ...row, is_default: true };
    }
    return row;
  });
}

/** Makes the address the default and the member's former default not, in one transaction. */
export async function makeDefaultAddress(memberId: number, id: number, now = new Date()): Promise<SavedAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const row = await addressOf(tx, memberId, id);
    if (!row) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    if (!row.is_default) await setDefault(tx, memberId, id, now);
    return { ...row, is_default: true };
  });
}

/** Deletes the address; when it was the default, the oldest one left becomes the default. */
export async function removeAddress(memberId: number, id: number, now = new Date()): Promise<{ id: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const gone = await deleteRow(tx, memberId, id);
    if (!gone) throw new NotFoundError(ADDRESS_MESSAGES.notFound);
    if (gone.is_default) {
      const [next] = await addressesOf(tx, memberId);
      if (next) await setDefault(tx, memberId, next.id, now);
    }
    return { id: gone.id };
  });
}

/**
 * 배송지 목록에 추가 on the order form: the order's recipient and address join the member's list, in
 * the order's own transaction (a failed order saves nothing). An address already on the list is
 * not saved twice; a full list is a 422 on the checkbox, and the order is not placed.
 */
export async function saveOrderAddress(
  tx: Tx,
  memberId: number,
  r: { name: string; mobile: string; zonecode: string; address1: string; address2: string },
  now: Date,
): Promise<void> {
  await lockMember(tx, memberId);
  const fields: AddressFields = {
    label: r.name,
    recipient_name: r.name,
    recipient_mobile: r.mobile,
    zonecode: r.zonecode,
    address1: r.address1,
    address2: r.address2,
  };
  if (await sameAddress(tx, memberId, fields)) return;
  await addIn(tx, memberId, fields, false, now, 'save_address');
}
