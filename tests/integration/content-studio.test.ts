// The content studio's rules that need the clock: a time set publishes the draft once, even with two
// workers, and a preview link stops working after 24 hours.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPreviewKey,
  PREVIEW_TTL_MS,
  previewLink,
  previewOf,
} from '~/server/admin-content/content-preview.service';
import type { ContentInput } from '~/server/admin-content/content-studio.schema';
import {
  createPage,
  publishPage,
  runContentJobs,
  saveDraft,
  studioPage,
} from '~/server/admin-content/content-studio.service';
import { getDb } from '~/server/db/client';
import { auditLog, contentPages, members } from '~/server/db/schema';
import { NotFoundError } from '~/server/http/errors';
import { resetDatabase } from '../support/db';

beforeEach(async () => {
  await resetDatabase();
  forgetPreviewKey();
});

const NOW = new Date('2026-11-25T03:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const input = (title: string): ContentInput => ({
  slug: undefined,
  title,
  title_en: '',
  summary: '',
  summary_en: '',
  body: `<p>${title}</p>`,
  body_en: '',
  starts_at: null,
  ends_at: null,
  sort_order: 0,
  machine_en: false,
  note: '',
});

async function editor() {
  const db = await getDb();
  const [m] = await db
    .insert(members)
    .values({
      login_id: 'editor1',
      name: '편집자',
      mobile: '010-1111-2222',
      email: 'editor1@example.com',
      password_hash: 'x',
      admin_role: 'manager',
    })
    .returning({ id: members.id, login_id: members.login_id });
  return m as { id: number; login_id: string };
}

describe('publishing at a time', () => {
  it('publishes the draft when its time comes, once even with two workers, and not before', async () => {
    const actor = await editor();
    const { page } = await createPage(actor, 'promotion', input('예약 1판'));
    await publishPage(actor, page.id, {}, NOW);
    await saveDraft(actor, page.id, input('예약 2판'));
    const set = await publishPage(actor, page.id, { at: later(30) }, NOW);
    expect(set.scheduled?.toISOString()).toBe(later(30).toISOString());

    expect(await runContentJobs(later(29))).toEqual({ published: 0 });
    const db = await getDb();
    const title = async () => (await db.select().from(contentPages).where(eq(contentPages.id, page.id)))[0]?.title;
    expect(await title()).toBe('예약 1판');

    const runs = await Promise.all([runContentJobs(later(31)), runContentJobs(later(31))]);
    expect(runs.reduce((n, r) => n + r.published, 0)).toBe(1);
    expect(await title()).toBe('예약 2판');
    const s = await studioPage(page.id);
    expect(s.draft).toBeUndefined();
    expect(s.scheduled).toBeUndefined();
    expect(s.live?.fields.title).toBe('예약 2판');
    expect(await runContentJobs(later(60))).toEqual({ published: 0 });
  });

  it('a new time replaces the one set before; publishing now drops it', async () => {
    const actor = await editor();
    const { page } = await createPage(actor, 'diy', input('가이드'));
    await publishPage(actor, page.id, { at: later(30) }, NOW);
    await publishPage(actor, page.id, { at: later(90) }, NOW);
    expect(await runContentJobs(later(31))).toEqual({ published: 0 });
    await publishPage(actor, page.id, {}, later(32));
    expect(await runContentJobs(later(91))).toEqual({ published: 0 });
    const rows = await (await getDb()).select().from(auditLog).where(eq(auditLog.entity_id, page.id));
    expect(rows.filter((r) => r.entity_type === 'content_page').length).toBe(4);
  });
});

describe('preview links', () => {
  it('work for 24 hours, then are a 404; a link signed with another key is a 404', async () => {
    const actor = await editor();
    const { revision } = await createPage(actor, 'promotion', input('미리보기'));
    const made = Date.now();
    const { path } = await previewLink(revision.id, made);
    const token = path.slice('/preview/'.length);
    expect((await previewOf(token, made + PREVIEW_TTL_MS - 1000)).page.title).toBe('미리보기');
    await expect(previewOf(token, made + PREVIEW_TTL_MS + 1000)).rejects.toBeInstanceOf(NotFoundError);
    // Another shop's key (a new database) does not accept this link, though its revision number exists there.
    await resetDatabase();
    forgetPreviewKey();
    const again = await createPage(await editor(), 'promotion', input('다른 가게'));
    expect(again.revision.id).toBe(revision.id);
    await expect(previewOf(token, made)).rejects.toBeInstanceOf(NotFoundError);
  });
});
