import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { bmp24 } from '../support/bmp';
import { page, visitors } from '../support/html';

// The popups editors run from the back office: pictures for each language, a link, a window on
// Seoul's clock, on or off; every page carries the popups that show now.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_popups');
}, 180_000);
afterAll(() => shop?.stop());

type Popup = {
  id: number;
  type: string;
  title: string;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  link: string | null;
  thumbnail_ko: string;
  thumbnail_en: string;
  state?: string;
};

const picture = (name: string) => new File([new Uint8Array(bmp24(30, 40))], name, { type: 'image/bmp' });

function form(fields: Record<string, string>, pictures: Record<string, File> = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [k, v] of Object.entries(pictures)) body.append(k, v);
  return body;
}

const fields = (title: string, extra: Record<string, string> = {}) => ({
  type: 'normal',
  title,
  is_active: '1',
  starts_at: '',
  ends_at: '',
  link: '/shop/category/3',
  link_en: '',
  sort_order: '0',
  ...extra,
});

async function create(title: string, extra: Record<string, string> = {}, who: Role = 'manager') {
  const api = await as(who);
  return api.sendForm(
    'POST',
    '/api/admin/popups',
    form(fields(title, extra), { image_ko: picture('ko.bmp'), image_en: picture('en.bmp') }),
  );
}

/** A Seoul `datetime-local` value `minutes` from now. */
function seoulIn(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000);
  return at.toISOString().slice(0, 16);
}

const homeHas = async (text: string) =>
  (await page(visitors((shop as NonNullable<typeof shop>).url).ko, '/')).includes(text);

describe('popups in the back office', () => {
  it('are for owners and managers: staff get 403, members 403, visitors 401', async () => {
    expect((await (await as('staff')).get('/api/admin/popups')).status).toBe(403);
    expect((await (await as('member')).get('/api/admin/popups')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/popups')).status).toBe(401);
    expect((await create('스태프 팝업', {}, 'staff')).status).toBe(403);
    expect((await (await as('staff')).get('/admin/content/popups')).status).toBe(403);
  });

  it('a popup made with both pictures shows on every page at once, its pictures stored as WebP', async () => {
    const res = await create('첫 팝업 시험');
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await res.json()).data as Popup;
    expect(made.thumbnail_ko).toMatch(/^\/media\/popups\/uploads\/.+\.webp$/);
    const picture = await (await as('visitor')).get(made.thumbnail_ko);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(await homeHas('첫 팝업 시험')).toBe(true);
    const list = await (await as('owner')).json<{ data: Popup[] }>((await as('owner')).get('/api/admin/popups'));
    expect(list.data.find((p) => p.id === made.id)?.state).toBe('showing');
  });

  it('a popup whose window begins later is scheduled and not shown; moved to now, it shows', async () => {
    const res = await create('예약 팝업 시험', { starts_at: seoulIn(60) });
    const made = (await res.json()).data as Popup;
    const manager = await as('manager');
    expect((await manager.json<{ data: Popup }>(manager.get(`/api/admin/popups/${made.id}`))).data.state).toBe(
      'scheduled',
    );
    expect(await homeHas('예약 팝업 시험')).toBe(false);
    const moved = await manager.sendForm(
      'PUT',
      `/api/admin/popups/${made.id}`,
      form(fields('예약 팝업 시험', { starts_at: seoulIn(-1) })),
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
    // No new picture given: both are kept.
    expect((await moved.json()).data).toMatchObject({
      thumbnail_ko: made.thumbnail_ko,
      thumbnail_en: made.thumbnail_en,
    });
    expect(await homeHas('예약 팝업 시험')).toBe(true);
  });

  it('switched off or deleted, a popup leaves every page; the change is audited', async () => {
    const made = (await (await create('끌 팝업 시험')).json()).data as Popup;
    const manager = await as('manager');
    const off = await manager.sendForm(
      'PUT',
      `/api/admin/popups/${made.id}`,
      form({ ...fields('끌 팝업 시험'), is_active: '' }),
    );
    expect((await off.json()).data.is_active).toBe(false);
    expect(await homeHas('끌 팝업 시험')).toBe(false);
    expect((await manager.request('DELETE', `/api/admin/popups/${made.id}`)).status).toBe(200);
    expect((await manager.get(`/api/admin/popups/${made.id}`)).status).toBe(404);
    expect((await (await as('visitor')).get(made.thumbnail_ko)).status).toBe(404);
    const owner = await as('owner');
    const audit = await owner.json<{ data: { action: string; entity_id: number }[] }>(
      owner.get('/api/admin/audit-log?entity_type=popup'),
    );
    expect(audit.data.filter((a) => a.entity_id === made.id).map((a) => a.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('refuses missing pictures, a window ending before it begins, an outside http link and an unknown kind with 422', async () => {
    const manager = await as('manager');
    const bare = await manager.sendForm('POST', '/api/admin/popups', form(fields('사진 없는 팝업')));
    expect(bare.status).toBe(422);
    expect((await bare.json()).errors).toMatchObject({
      image_ko: ['한국어 팝업 사진을 올려 주세요.'],
      image_en: ['영어 팝업 사진을 올려 주세요.'],
    });
    const wrong = await create('틀린 팝업', {
      type: 'weekly',
      starts_at: seoulIn(60),
      ends_at: seoulIn(30),
      link: 'http://example.com/x',
      title: '',
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors).toMatchObject({
      type: ['팝업 종류는 normal 또는 daily입니다.'],
      title: ['제목을 입력해 주세요.'],
      link: ['한국어 링크는 /로 시작하는 쇼핑몰 주소나 https:// 주소로 입력해 주세요.'],
    });
    const window = await create('기간 틀린 팝업', { starts_at: seoulIn(60), ends_at: seoulIn(30) });
    expect((await window.json()).errors).toEqual({ ends_at: ['종료 일시는 시작 일시보다 뒤여야 합니다.'] });
    const notPicture = await manager.sendForm(
      'POST',
      '/api/admin/popups',
      form(fields('글 파일 팝업'), {
        image_ko: new File(['hello'], 'a.png', { type: 'image/png' }),
        image_en: picture('en.bmp'),
      }),
    );
    expect(notPicture.status).toBe(422);
    expect(Object.keys((await notPicture.json()).errors)).toEqual(['image_ko']);
    expect((await manager.request('DELETE', '/api/admin/popups/99999999')).status).toBe(404);
  });

  it('keeps every version: restoring an earlier one brings back its fields and picture at once, itself a new version', async () => {
    const made = (await (await create('버전 팝업 처음')).json()).data as Popup;
    const manager = await as('manager');
    const changed = await manager.sendForm(
      'PUT',
      `/api/admin/popups/${made.id}`,
      form(fields('버전 팝업 바뀜', { link: '/shop/category/4' }), { image_ko: picture('ko2.bmp') }),
    );
    const after = (await changed.json()).data as Popup;
    expect(after.thumbnail_ko).not.toBe(made.thumbnail_ko);
    // The replaced picture is kept while a version shows it.
    expect((await (await as('visitor')).get(made.thumbnail_ko)).status).toBe(200);
    type Version = { id: number; action: string; fields: string[]; current: boolean; actor: string };
    const history = async () =>
      (await manager.json<{ data: Version[] }>(manager.get(`/api/admin/content/history/popup/${made.id}`))).data;
    const [now, first] = await history();
    expect(now).toMatchObject({ action: 'update', current: true, actor: 'ops-manager' });
    expect(now?.fields.sort()).toEqual(['link', 'thumbnail_ko', 'title']);
    expect(first).toMatchObject({ action: 'create', current: false });
    expect(await homeHas('버전 팝업 바뀜')).toBe(true);

    const restored = await manager.post(`/api/admin/content/history/popup/${made.id}/${first?.id}/restore`);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect((await restored.json()).data).toMatchObject({
      title: '버전 팝업 처음',
      link: '/shop/category/3',
      thumbnail_ko: made.thumbnail_ko,
      thumbnail_en: made.thumbnail_en,
    });
    expect(await homeHas('버전 팝업 처음')).toBe(true);
    expect(await homeHas('버전 팝업 바뀜')).toBe(false);
    expect((await history()).map((v) => v.action)).toEqual(['restore', 'update', 'create']);
    // Nothing is lost: the version it replaced can come back too.
    expect((await manager.post(`/api/admin/content/history/popup/${made.id}/${now?.id}/restore`)).status).toBe(200);
    expect(await homeHas('버전 팝업 바뀜')).toBe(true);

    const latest = (await history())[0]?.id;
    expect((await manager.post(`/api/admin/content/history/popup/${made.id}/${latest}/restore`)).status).toBe(409);
    expect((await manager.post(`/api/admin/content/history/popup/${made.id}/99999999/restore`)).status).toBe(404);
    expect((await manager.post(`/api/admin/content/history/popup/${made.id}/0/restore`)).status).toBe(404);
    expect((await manager.post(`/api/admin/content/history/popup/${made.id}/x/restore`)).status).toBe(404);
    expect((await manager.post(`/api/admin/content/history/member/1/${first?.id}/restore`)).status).toBe(404);
    expect((await manager.get('/api/admin/content/history/popup/99999999')).status).toBe(404);
    expect(
      (await (await as('staff')).post(`/api/admin/content/history/popup/${made.id}/${first?.id}/restore`)).status,
    ).toBe(403);
    expect((await (await as('visitor')).get(`/api/admin/content/history/popup/${made.id}`)).status).toBe(401);
    const editor = await manager.get(`/admin/content/popups/${made.id}`);
    expect(await editor.text()).toContain('변경 기록');

    // Deleted, the popup takes every picture its versions showed.
    expect((await manager.request('DELETE', `/api/admin/popups/${made.id}`)).status).toBe(200);
    for (const path of [made.thumbnail_ko, after.thumbnail_ko]) {
      expect((await (await as('visitor')).get(path)).status).toBe(404);
    }
  });
});
