/**
 * The whitelist renderer's templates from the back office: the CMS pages (the home banner and its
 * kin: a template, a link for each language, shown or not) and the weekly line-ups (a title and a
 * template). A template is written as an outline of blocks and checked before it is saved (422 naming
 * each block's problem); each change is audited and, once committed, every page of every process
 * shows it (the home page and content caches are told).
 */
import type { TemplateNode } from '~/lib/template';
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { restoreValues } from '../audit/versions.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import {
  type CmsPageRow,
  cmsPageById,
  listCmsPages,
  listTrends,
  type TrendRow,
  trendRowById,
  writeCmsPage,
  writeTrend,
} from './admin-template.repository.ts';
import { outlineIssues, type TemplateBlock, treeIssues, treeOf } from './template-blocks.ts';

export type { CmsPageRow, TrendRow };

export async function allTemplates(): Promise<{ pages: CmsPageRow[]; trends: TrendRow[] }> {
  const db = await getDb();
  const [pages, trendRows] = await Promise.all([listCmsPages(db), listTrends(db)]);
  return { pages, trends: trendRows };
}

export async function adminCmsPage(id: number): Promise<CmsPageRow> {
  const row = await cmsPageById(await getDb(), id);
  if (!row) throw new NotFoundError('CMS 페이지를 찾을 수 없습니다.');
  return row;
}

export async function adminTrend(id: number): Promise<TrendRow> {
  const row = await trendRowById(await getDb(), id);
  if (!row) throw new NotFoundError('위클리 라인업을 찾을 수 없습니다.');
  return row;
}

/** The checked tree of an outline or of a tree sent whole; 422 naming every problem. */
export function checkedTemplate(outline: TemplateBlock[] | undefined, tree: unknown): TemplateNode {
  if (outline) {
    const issues = outlineIssues(outline);
    if (Object.keys(issues).length) throw new ValidationError(issues);
    return treeOf(outline);
  }
  if (tree === undefined) throw new ValidationError({ blocks: ['블록을 하나 이상 넣어 주세요.'] });
  const issues = treeIssues(tree);
  if (Object.keys(issues).length) throw new ValidationError(issues);
  return tree as TemplateNode;
}

const TEMPLATE_TAGS = [tags.home, tags.contents];
/** The fields each change is audited by (and a version restores). */
const CMS_FIELDS = ['template', 'link', 'link_en', 'is_published'] as const;
const TREND_FIELDS = ['template', 'title'] as const;

export async function updateCmsPage(
  actor: AuditActor,
  id: number,
  input: {
    template: TemplateNode;
    link?: string | null | undefined;
    link_en?: string | null | undefined;
    is_published: boolean;
  },
): Promise<CmsPageRow> {
  return transact(await getDb(), async (tx) => {
    const before = await cmsPageById(tx, id, true);
    if (!before) throw new NotFoundError('CMS 페이지를 찾을 수 없습니다.');
    const after = await writeCmsPage(tx, id, {
      template: input.template as CmsPageRow['template'],
      link: input.link ?? null,
      link_en: input.link_en ?? null,
      is_published: input.is_published,
    });
    const changes = changesOf(before, after, CMS_FIELDS);
    if (Object.keys(changes).length) {
      await recordAudit(tx, { actor, action: 'update', entityType: 'cms_page', entityId: id, changes });
      touch(tx, TEMPLATE_TAGS);
    }
    return after;
  });
}

export async function updateTrend(
  actor: AuditActor,
  id: number,
  input: { template: TemplateNode; title: string },
): Promise<TrendRow> {
  return transact(await getDb(), async (tx) => {
    const before = await trendRowById(tx, id, true);
    if (!before) throw new NotFoundError('위클리 라인업을 찾을 수 없습니다.');
    const after = await writeTrend(tx, id, { template: input.template as TrendRow['template'], title: input.title });
    const changes = changesOf(before, after, TREND_FIELDS);
    if (Object.keys(changes).length) {
      await recordAudit(tx, { actor, action: 'update', entityType: 'trend', entityId: id, changes });
      touch(tx, TEMPLATE_TAGS);
    }
    return after;
  });
}

/** An earlier version of a CMS page (`../audit/versions.service.ts`) written back, audited `restore`. */
export async function restoreCmsPage(actor: AuditActor, id: number, versionId: number): Promise<CmsPageRow> {
  return transact(await getDb(), async (tx) => {
    const before = await cmsPageById(tx, id, true);
    if (!before) throw new NotFoundError('CMS 페이지를 찾을 수 없습니다.');
    const v = await restoreValues(tx, 'cms_page', id, before, versionId, CMS_FIELDS);
    const after = await writeCmsPage(tx, id, v as Partial<CmsPageRow>);
    const changes = changesOf(before, after, CMS_FIELDS);
    await recordAudit(tx, { actor, action: 'restore', entityType: 'cms_page', entityId: id, changes });
    touch(tx, TEMPLATE_TAGS);
    return after;
  });
}

/** An earlier version of a weekly line-up (`../audit/versions.service.ts`) written back, audited `restore`. */
export async function restoreTrend(actor: AuditActor, id: number, versionId: number): Promise<TrendRow> {
  return transact(await getDb(), async (tx) => {
    const before = await trendRowById(tx, id, true);
    if (!before) throw new NotFoundError('위클리 라인업을 찾을 수 없습니다.');
    const v = await restoreValues(tx, 'trend', id, before, versionId, TREND_FIELDS);
    const after = await writeTrend(tx, id, v as Partial<TrendRow>);
    const changes = changesOf(before, after, TREND_FIELDS);
    await recordAudit(tx, { actor, action: 'restore', entityType: 'trend', entityId: id, changes });
    touch(tx, TEMPLATE_TAGS);
    return after;
  });
}
