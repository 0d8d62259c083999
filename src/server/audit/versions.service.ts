/**
 * Versions of a record the back office edits in place (popups, week picks, the CMS pages and weekly
 * line-ups), read from the audit log: every change is recorded there with each field's value before
 * and after, in the transaction that makes it, so the log is the record's history. Version #N is the
 * record as audit entry N left it; version #0 is the record as it was before its first recorded
 * change (a seeded record has no entry for its making).
 *
 * Restoring a version writes those values back through the record's own service (its rules, its
 * audit entry `restore`, its caches), so a restore is itself a new version and nothing is lost.
 */
import { getDb, type Tx } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { type AuditRow, entriesOf } from './audit.repository.ts';
import type { AuditEntity } from './audit.service.ts';

export type RecordVersion = {
  /** The audit entry that made it; 0 for the record before its first recorded change. */
  id: number;
  at: Date | null;
  actor: string | null;
  action: string;
  /** The fields this version changed (none for #0 and for the record's making). */
  fields: string[];
  /** The record as it is now. */
  current: boolean;
};

/** Entries that change what a record holds; file and status entries of other kinds are not versions. */
const VERSIONING = new Set(['create', 'update', 'restore']);

/**
 * The entries that made versions: those that changed what a record holds, and, when `fields` is given,
 * changed one of them (a FAQ entry's place in the list is not a version of its text).
 */
function versioning(entries: AuditRow[], fields?: readonly string[]): AuditRow[] {
  return entries.filter(
    (e) =>
      VERSIONING.has(e.action) && (!fields || e.action === 'create' || fields.some((f) => Object.hasOwn(e.changes, f))),
  );
}

function versionsFrom(entries: AuditRow[], fields?: readonly string[]): RecordVersion[] {
  const changes = versioning(entries, fields);
  const out: RecordVersion[] = [];
  if (changes[0]?.action !== 'create') {
    out.push({ id: 0, at: null, actor: null, action: 'initial', fields: [], current: false });
  }
  for (const e of changes) {
    out.push({
      id: e.id,
      at: e.created_at,
      actor: e.actor_login,
      action: e.action,
      fields: e.action === 'create' ? [] : Object.keys(e.changes),
      current: false,
    });
  }
  const last = out.at(-1);
  if (last) last.current = true;
  return out.reverse();
}

/** One record's versions, newest first (the first is the record as it is now); `fields` as in `versioning`. */
export async function versionsOf(
  entityType: AuditEntity,
  entityId: number,
  fields?: readonly string[],
): Promise<RecordVersion[]> {
  return versionsFrom(await entriesOf(await getDb(), entityType, entityId), fields);
}

/**
 * The values `fields` had at version `versionId`: the current values with every later change undone,
 * newest first. Values come back as the log keeps them (dates as ISO text).
 */
export function valuesAt(
  current: Record<string, unknown>,
  entries: AuditRow[],
  versionId: number,
  fields: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = current[f] instanceof Date ? (current[f] as Date).toISOString() : current[f];
  const later = entries.filter((e) => e.id > versionId && VERSIONING.has(e.action)).sort((a, b) => b.id - a.id);
  for (const e of later) {
    for (const [field, change] of Object.entries(e.changes)) if (field in out) out[field] = change.before;
  }
  return out;
}

/**
 * What restoring `versionId` of a record writes, read inside the caller's transaction (the record
 * already locked): 404 for a version that is not this record's, 409 when the record already holds it.
 */
export async function restoreValues(
  tx: Tx,
  entityType: AuditEntity,
  entityId: number,
  current: Record<string, unknown>,
  versionId: number,
  fields: readonly string[],
): Promise<Record<string, unknown>> {
  const entries = await entriesOf(tx, entityType, entityId);
  const known = versionsFrom(entries, fields).some((v) => v.id === versionId);
  if (!known) throw new NotFoundError('그 버전을 찾을 수 없습니다.');
  const target = valuesAt(current, entries, versionId, fields);
  const now = valuesAt(current, [], 0, fields);
  if (JSON.stringify(target) === JSON.stringify(now)) throw new ConflictError('이미 그 버전과 같습니다.');
  return target;
}

/** A date the log keeps as ISO text, back as a date (null stays null). */
export const loggedDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(String(v)));

/** Every text `fields` held in a record's history (the pictures earlier versions showed, kept until it goes). */
export async function textsOfHistory(
  tx: Tx,
  entityType: AuditEntity,
  entityId: number,
  fields: readonly string[],
): Promise<string[]> {
  const out = new Set<string>();
  for (const e of await entriesOf(tx, entityType, entityId)) {
    for (const field of fields) {
      for (const v of [e.changes[field]?.before, e.changes[field]?.after]) if (typeof v === 'string') out.add(v);
    }
  }
  return [...out];
}
