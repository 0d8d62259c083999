import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateBlock as Block } from '~/server/admin-templates/template-blocks';
import { adminShop, type Role } from '../support/admin-shop';
import { page, visitors } from '../support/html';

// The whitelist renderer's templates from the back office (the content studio's "line-up and CMS
// templates"): written as an outline of blocks, checked before saving (an unknown tag, attribute or
// style property is a 422 naming it), shown to visitors as soon as they are saved.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_templates');
}, 180_000);
afterAll(() => shop?.stop());

type Listing = { data: { pages: { id: number; name: string }[]; trends: { id: number; title: string }[] } };

async function listing(): Promise<Listing['data']> {
  const res = await (await as('manager')).get('/api/admin/content/templates');
  expect(res.status).toBe(200);
  return ((await res.json()) as Listing).data;
}

const home = async () => page(visitors((shop as NonNullable<typeof shop>).url).ko, '/');

describe('templates in the back office', () => {
  it('are for owners and managers: staff and members get 403, visitors 401', async () => {
    expect((await (await as('staff')).get('/api/admin/content/templates')).status).toBe(403);
    expect((await (await as('member')).get('/api/admin/content/templates')).status).toBe(403);
    expect((await (await as('visitor')).get('/api/admin/content/templates')).status).toBe(401);
    expect((await (await as('staff')).get('/admin/content/templates')).status).toBe(403);
    expect((await (await as('owner')).get('/admin/content/templates')).status).toBe(200);
  });

  it('the home banner is edited as blocks and every visitor sees the change at once', async () => {
    const { pages } = await listing();
    const banner = pages.find((p) => p.name === 'main-banner') as { id: number };
    const api = await as('manager');
    const got = (await (await api.get(`/api/admin/content/templates/cms/${banner.id}`)).json()) as {
      data: { blocks: Block[]; link: string | null };
    };
    expect(got.data.blocks[0]?.depth).toBe(0);
    expect(await home()).toContain('신규 회원 3,000원 쿠폰');
    const blocks = got.data.blocks.map((b) =>
      b.text === '신규 회원 3,000원 쿠폰' ? { ...b, text: '겨울맞이 신규 회원 5,000원 쿠폰' } : b,
    );
    // As the form sends it: one list per field, in row order.
    const lists = Object.fromEntries(
      (['depth', 'tag', 'text', 'class', 'style', 'href', 'src', 'alt', 'target'] as const).map((f) => [
        f,
        blocks.map((b) => String(b[f])),
      ]),
    );
    const res = await api.request('PUT', `/api/admin/content/templates/cms/${banner.id}`, {
      ...lists,
      link: '/shop/coupons',
      link_en: '',
      is_published: '1',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const html = await home();
    expect(html).toContain('겨울맞이 신규 회원 5,000원 쿠폰');
    expect(html).not.toContain('>신규 회원 3,000원 쿠폰<');
  });

  it('refuses an unknown tag or style property, naming the block, and leaves the banner as it was', async () => {
    const { pages } = await listing();
    const banner = pages.find((p) => p.name === 'main-banner') as { id: number };
    const api = await as('manager');
    const bannerOf = (html: string) => html.match(/<aside[^>]*data-cms-banner[\s\S]*?<\/aside>/)?.[0];
    const before = bannerOf(await home());
    expect(before).toBeTruthy();
    const blocks = [
      { depth: 0, tag: 'div', class: 'cms-banner' },
      { depth: 1, tag: 'marquee', text: '움직이는 글' },
      { depth: 1, tag: 'p', text: '글', style: 'position: fixed' },
    ];
    const res = await api.request('PUT', `/api/admin/content/templates/cms/${banner.id}`, {
      blocks,
      is_published: true,
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors['blocks.1.tag']?.[0]).toContain("알 수 없는 태그 'marquee'");
    expect(errors['blocks.2.style']?.[0]).toContain("'position'");
    expect(bannerOf(await home())).toBe(before);
  });

  it('refuses a tree sent whole with an unknown attribute, naming its path', async () => {
    const { pages } = await listing();
    const banner = pages.find((p) => p.name === 'main-banner') as { id: number };
    const res = await (await as('manager')).request('PUT', `/api/admin/content/templates/cms/${banner.id}`, {
      template: {
        tag: 'div',
        children: [{ tag: 'a', option: { onclick: 'steal()', props: { innerText: '가기', href: '/' } } }],
      },
      is_published: true,
    });
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors.template).toEqual(["template.children.0.option: 알 수 없는 속성 'onclick'입니다."]);
  });

  it('a weekly line-up gets a new title and blocks; its call answers the new template', async () => {
    const { trends } = await listing();
    const trend = trends[0] as { id: number };
    const api = await as('manager');
    const blocks = [
      { depth: 0, tag: 'section', class: 'lineup' },
      { depth: 1, tag: 'h2', text: '이번 주 라인업', class: 'lineup__title' },
      { depth: 1, tag: 'ul', class: 'lineup__list' },
      { depth: 2, tag: 'li' },
      { depth: 3, tag: 'a', text: '소이왁스', href: '/shop/category/1' },
    ];
    const res = await api.request('PUT', `/api/admin/content/templates/trends/${trend.id}`, {
      title: '12월 첫째 주',
      blocks,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const pub = (await (await fetch(`${(shop as NonNullable<typeof shop>).url}/api/v1/trends/${trend.id}`)).json()) as {
      title: string;
      template: { children: { tag: string }[] };
    };
    expect(pub.title).toBe('12월 첫째 주');
    expect(pub.template.children.map((c) => c.tag)).toEqual(['h2', 'ul']);
    const bad = await api.request('PUT', `/api/admin/content/templates/trends/${trend.id}`, {
      title: '깊이 오류',
      blocks: [
        { depth: 0, tag: 'section' },
        { depth: 2, tag: 'p' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(((await bad.json()) as { errors: Record<string, string[]> }).errors)).toEqual([
      'blocks.1.depth',
    ]);
    expect(
      (await api.request('PUT', '/api/admin/content/templates/trends/999999', { title: 'x', blocks })).status,
    ).toBe(404);
  });

  it('each change is in the audit log (cms_page, trend)', async () => {
    const res = await (await as('owner')).get('/api/admin/audit-log?entity_type=cms_page');
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const trendLog = await (await as('owner')).get('/api/admin/audit-log?entity_type=trend');
    expect(((await trendLog.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('keeps the banner versions: the state before its first recorded change (#0) can be restored, shown at once', async () => {
    const { pages } = await listing();
    const banner = pages.find((p) => p.name === 'main-banner') as { id: number };
    const api = await as('manager');
    const got = (await (await api.get(`/api/admin/content/templates/cms/${banner.id}`)).json()) as {
      data: { blocks: Block[] };
    };
    const lists = Object.fromEntries(
      (['depth', 'tag', 'text', 'class', 'style', 'href', 'src', 'alt', 'target'] as const).map((f) => [
        f,
        got.data.blocks.map((b) => String(b[f])),
      ]),
    );
    const saved = await api.request('PUT', `/api/admin/content/templates/cms/${banner.id}`, {
      ...lists,
      link: '/shop/coupons/versions',
      link_en: '',
      is_published: '1',
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    type Version = { id: number; action: string; current: boolean };
    const history = async () =>
      ((await (await api.get(`/api/admin/content/history/cms_page/${banner.id}`)).json()) as { data: Version[] }).data;
    const versions = await history();
    expect(versions[0]).toMatchObject({ action: 'update', current: true });
    expect(versions.at(-1)).toMatchObject({ id: 0, action: 'initial', current: false });
    const restored = await api.post(`/api/admin/content/history/cms_page/${banner.id}/0/restore`);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect((await restored.json()).data.link).not.toBe('/shop/coupons/versions');
    // The seeded banner is back for every visitor.
    expect(await home()).toContain('신규 회원 3,000원 쿠폰');
    expect((await history())[0]).toMatchObject({ action: 'restore', current: true });
    expect((await api.post(`/api/admin/content/history/cms_page/${banner.id}/0/restore`)).status).toBe(409);
  });

  it('keeps each weekly line-up version: an earlier title and blocks come back', async () => {
    const { trends } = await listing();
    const trend = trends[0] as { id: number; title: string };
    const api = await as('manager');
    const history = async () =>
      ((await (await api.get(`/api/admin/content/history/trend/${trend.id}`)).json()) as { data: { id: number }[] })
        .data;
    const before = (await history())[0]?.id ?? 0;
    const got = (await (await api.get(`/api/admin/content/templates/trends/${trend.id}`)).json()) as {
      data: { title: string; template: unknown };
    };
    const saved = await api.request('PUT', `/api/admin/content/templates/trends/${trend.id}`, {
      title: '버전 시험 라인업',
      template: got.data.template,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const restored = await api.post(`/api/admin/content/history/trend/${trend.id}/${before}/restore`);
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect((await restored.json()).data.title).toBe(got.data.title);
  });
});
