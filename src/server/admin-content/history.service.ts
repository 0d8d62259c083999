/**
 * Version history for what is edited in place (popups, week picks, the CMS pages, the weekly line-ups,
 * notices, the FAQ and the shop's settings): their versions read from the audit log and any of them restored through the record's own
 * service (`../audit/versions.service.ts`). Content pages keep whole revisions of their own instead
 * (`./content-studio.service.ts`).
 */

import type { AdminArea } from '../admin/permissions.ts';
import { adminPopup, restorePopup } from '../admin-popups/admin-popup.service.ts';
import { adminSettingsRecord, restoreSettings } from '../admin-settings/admin-settings.service.ts';
import { adminCmsPage, adminTrend, restoreCmsPage, restoreTrend } from '../admin-templates/admin-template.service.ts';
import { adminWeekPick, restoreWeekPick } from '../admin-week-picks/admin-week-pick.service.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { type RecordVersion, versionsOf } from '../audit/versions.service.ts';
import { FAQ_VERSIONED, faqForEdit, restoreFaq } from '../content/faq-admin.service.ts';
import { NotFoundError } from '../http/errors.ts';
import { noticeById } from '../notices/notice.service.ts';
import { NOTICE_VERSIONED, restoreNotice } from '../notices/notice-admin.service.ts';

type Versioned = {
  /** Who may read and restore its versions. */
  area: AdminArea;
  /** The record, or 404. */
  find(id: number): Promise<unknown>;
  restore(actor: AuditActor, id: number, versionId: number): Promise<unknown>;
  /** The fields a version restores, when its log also records changes that are not versions. */
  fields?: readonly string[];
};

const VERSIONED = {
  popup: { area: 'content', find: adminPopup, restore: restorePopup },
  week_pick: { area: 'content', find: adminWeekPick, restore: restoreWeekPick },
  cms_page: { area: 'content', find: adminCmsPage, restore: restoreCmsPage },
  trend: { area: 'content', find: adminTrend, restore: restoreTrend },
  notice: { area: 'content', find: (id) => noticeById(id, true), restore: restoreNotice, fields: NOTICE_VERSIONED },
  faq: { area: 'content', find: faqForEdit, restore: restoreFaq, fields: FAQ_VERSIONED },
  /** The shop's settings are one record (id 1), for owners only. */
  settings: { area: 'settings', find: adminSettingsRecord, restore: restoreSettings },
} satisfies Record<string, Versioned>;

export type VersionedEntity = keyof typeof VERSIONED;

/** The kind named in an address (a key of `VERSIONED`); 404 for any other. */
export function versionedEntity(name: string | undefined): VersionedEntity {
  if (name && Object.hasOwn(VERSIONED, name)) return name as VersionedEntity;
  throw new NotFoundError('버전 기록이 없는 종류입니다.');
}

/** The back-office area whose administrators may see and restore this kind's versions. */
export function versionArea(entity: VersionedEntity): AdminArea {
  return VERSIONED[entity].area;
}

/** A record's versions, newest first (404 when the record is not there). */
export async function recordHistory(entity: VersionedEntity, id: number): Promise<RecordVersion[]> {
  const kind: Versioned = VERSIONED[entity];
  await kind.find(id);
  return versionsOf(entity, id, kind.fields);
}

/** Writes version `versionId` back as the record's newest version (404 unknown, 409 already so). */
export async function restoreVersion(
  actor: AuditActor,
  entity: VersionedEntity,
  id: number,
  versionId: number,
): Promise<unknown> {
  return VERSIONED[entity].restore(actor, id, versionId);
}
